'use client'
/**
 * The embedded wallet screens. They hold no logic: each reads the flow's `$state` and `$wallet` and calls the
 * flow's actions. Loaded with `import()` the first time one of them shows.
 */
import { KEY_EXPORT_GUIDE_URL } from '@latch/core/wallet'
import { useStore } from '@nanostores/react'
import { useId, useState } from 'react'
import { useLatchClient } from '../../context'
import { useWalletMessages } from '../../hooks/useWalletMessages'
import { LockIcon, WalletIcon } from '../../primitives/icons'
import { Actions, Button, Description, ErrorText, Spinner } from '../../primitives/parts'
import { FailureHead, ScreenHead } from '../../primitives/screen-head'
import type { ScreenProps } from '../../types'
import { PasswordSteps } from './PasswordSteps'
import {
  Address,
  Disclosure,
  DisclosureSummary,
  EmbeddedRoot,
  ExportFrame,
  Guide,
  GuideLink,
  GuideStep,
  PasskeyFrame,
  PasswordField,
  PasswordForm,
  PasswordInput,
  shortAddress,
  VisibilityToggle,
  Warning,
} from './parts'

function Failure({
  scope,
  title,
  message,
  action,
}: {
  scope: string
  title: string
  message: string
  action?: 'login-again' | undefined
}) {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  return (
    <EmbeddedRoot scope={scope} state="error">
      <FailureHead title={title} description={message} />
      <Actions>
        {action === 'login-again' ? (
          <Button part="login-again-button" onClick={() => void latch.flows.embeddedWallet.loginAgain()}>
            {tw('embedded.loginAgainAction')}
          </Button>
        ) : null}
        <Button
          part="close-button"
          variant={action ? 'secondary' : 'primary'}
          onClick={() => latch.flows.embeddedWallet.finish()}
        >
          {tw('embedded.close')}
        </Button>
      </Actions>
    </EmbeddedRoot>
  )
}

function Busy({ scope, title, body }: { scope: string; title: string; body?: string }) {
  return (
    <EmbeddedRoot scope={scope} state="loading">
      <ScreenHead header={false} media={<Spinner />} title={title} description={body || null} />
    </EmbeddedRoot>
  )
}

/** EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN: creates the wallet after a login, or asks for its password first. */
export function EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN(
  _: ScreenProps<'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN'>,
) {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const state = useStore(latch.flows.embeddedWallet.$state)
  if (state.step === 'password') return <PasswordSteps scope="embedded-create" password={state.password} />
  if (state.step === 'error')
    return <Failure scope="embedded-create" title={state.title} message={state.message} />
  return <Busy scope="embedded-create" title={tw('embedded.creating')} body={tw('embedded.creatingBody')} />
}

/** EMBEDDED_WALLET_CREATED_SCREEN: 'Welcome' (to the app) for a new user, else 'All set!'; closes by itself. */
export function EMBEDDED_WALLET_CREATED_SCREEN(_: ScreenProps<'EMBEDDED_WALLET_CREATED_SCREEN'>) {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const state = useStore(latch.flows.embeddedWallet.$state)
  const appConfig = useStore(latch.$appConfig)
  // The flow leaves 'created' as the modal starts closing: the words shown must not change during the exit.
  const [isNewUser] = useState(() => (state.step === 'created' ? state.isNewUser : false))
  const appName = appConfig?.name
  return (
    <EmbeddedRoot scope="embedded-created" state={isNewUser ? 'new-user' : 'returning'}>
      <ScreenHead
        header={false}
        icon={<WalletIcon />}
        tone="success"
        title={
          isNewUser
            ? appName
              ? tw('embedded.welcomeTo', { app: appName })
              : tw('embedded.welcome')
            : tw('embedded.allSet')
        }
        description={isNewUser ? tw('embedded.createdAccount') : tw('embedded.secured')}
      />
    </EmbeddedRoot>
  )
}

/** EMBEDDED_WALLET_CONNECTING_SCREEN: a spinner; on failure 'Something went wrong' with Close. */
export function EMBEDDED_WALLET_CONNECTING_SCREEN(_: ScreenProps<'EMBEDDED_WALLET_CONNECTING_SCREEN'>) {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const state = useStore(latch.flows.embeddedWallet.$state)
  if (state.step === 'error')
    return (
      <Failure
        scope="embedded-connecting"
        title={state.title}
        message={state.message}
        action={state.action}
      />
    )
  return <Busy scope="embedded-connecting" title={tw('embedded.connecting')} />
}

/** EMBEDDED_WALLET_RECOVERY_SCREEN: 'Load your account' with the recovery password. */
export function EMBEDDED_WALLET_RECOVERY_SCREEN(_: ScreenProps<'EMBEDDED_WALLET_RECOVERY_SCREEN'>) {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const state = useStore(latch.flows.embeddedWallet.$state)
  const [password, setPassword] = useState('')
  const [revealed, setRevealed] = useState(false)
  const errorId = useId()
  const submitting = state.step === 'recovery' && state.submitting
  const error = state.step === 'recovery' ? state.error : null
  return (
    <EmbeddedRoot scope="embedded-recovery" state={submitting ? 'submitting' : error ? 'error' : 'idle'}>
      <ScreenHead icon={<LockIcon />} title={tw('recovery.title')} description={tw('recovery.body')} />
      <PasswordForm
        onSubmit={(event) => {
          event.preventDefault()
          if (password && !submitting) void latch.flows.embeddedWallet.recover(password)
        }}
      >
        <PasswordField invalid={error !== null}>
          <PasswordInput
            aria-label={tw('password.label')}
            autoComplete="current-password"
            aria-invalid={error !== null || undefined}
            aria-describedby={error ? errorId : undefined}
            revealed={revealed}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <VisibilityToggle revealed={revealed} onClick={() => setRevealed(!revealed)}>
            {revealed ? tw('password.hide') : tw('password.show')}
          </VisibilityToggle>
        </PasswordField>
        <ErrorText id={errorId}>{error}</ErrorText>
        <Disclosure>
          <DisclosureSummary>{tw('recovery.why')}</DisclosureSummary>
          <Description>{tw('recovery.whyBody')}</Description>
        </Disclosure>
        <Actions>
          <Button part="recover-button" type="submit" disabled={!password || submitting} loading={submitting}>
            {tw('recovery.submit')}
          </Button>
        </Actions>
      </PasswordForm>
    </EmbeddedRoot>
  )
}

/** EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN: 'Secure Your Account' and 'Add password'. */
export function EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN(
  _: ScreenProps<'EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN'>,
) {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const state = useStore(latch.flows.embeddedWallet.$state)
  const closeable = state.step !== 'password-splash' || state.initiatedBy === 'user'
  // the flow says whether passkey recovery works here: then it comes first, the password second
  const passkey = state.step === 'password-splash' && state.passkeyOffered
  return (
    <EmbeddedRoot scope="embedded-password-splash">
      <ScreenHead
        closable={closeable}
        icon={<LockIcon />}
        title={tw('password.splashTitle')}
        description={tw('password.splashBody')}
      />
      <Actions>
        {passkey ? (
          <Button
            part="add-passkey-button"
            onClick={() => void latch.flows.embeddedWallet.startPasskey().catch(() => {})}
          >
            {tw('passkeyRecovery.add')}
          </Button>
        ) : null}
        <Button
          part="add-password-button"
          variant={passkey ? 'secondary' : 'primary'}
          onClick={() => void latch.flows.embeddedWallet.startPassword().catch(() => {})}
        >
          {tw('password.add')}
        </Button>
      </Actions>
    </EmbeddedRoot>
  )
}

/**
 * EMBEDDED_WALLET_PASSKEY_SCREEN: passkey recovery. The wallet frame's passkey view, whose button runs the passkey
 * ceremony (to switch the recovery to the passkey, or to load the account on a new device); a failed try's message;
 * then 'Passkey added'.
 */
export function EMBEDDED_WALLET_PASSKEY_SCREEN(_: ScreenProps<'EMBEDDED_WALLET_PASSKEY_SCREEN'>) {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const state = useStore(latch.flows.embeddedWallet.$state)
  if (state.step === 'passkey-done') {
    return (
      <EmbeddedRoot scope="embedded-passkey" state="done">
        <ScreenHead
          header={false}
          icon={<LockIcon />}
          tone="success"
          title={tw('passkeyRecovery.doneTitle')}
          description={tw('passkeyRecovery.doneBody')}
        />
      </EmbeddedRoot>
    )
  }
  if (state.step !== 'passkey') return <Busy scope="embedded-passkey" title={tw('embedded.connecting')} />
  const set = state.purpose === 'set'
  return (
    <EmbeddedRoot scope="embedded-passkey" state={state.error ? 'error' : 'idle'}>
      <ScreenHead
        icon={<LockIcon />}
        title={set ? tw('passkeyRecovery.setTitle') : tw('recovery.title')}
        description={set ? tw('passkeyRecovery.setBody') : tw('passkeyRecovery.recoverBody')}
      />
      <PasskeyFrame title={tw('passkeyRecovery.frameTitle')} src={state.passkeyUrl} />
      <ErrorText>{state.error}</ErrorText>
    </EmbeddedRoot>
  )
}

/** EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN: the recovery password steps. */
export function EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN(
  _: ScreenProps<'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN'>,
) {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const state = useStore(latch.flows.embeddedWallet.$state)
  if (state.step === 'password') return <PasswordSteps scope="embedded-password" password={state.password} />
  return <Busy scope="embedded-password" title={tw('embedded.connecting')} />
}

/** EMBEDDED_WALLET_KEY_EXPORT_SCREEN: 'Transfer', the guide, and the key inside the isolated export frame. */
export function EMBEDDED_WALLET_KEY_EXPORT_SCREEN(_: ScreenProps<'EMBEDDED_WALLET_KEY_EXPORT_SCREEN'>) {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const state = useStore(latch.flows.embeddedWallet.$state)
  if (state.step !== 'exporting') return <Busy scope="embedded-export" title={tw('embedded.connecting')} />
  const { wallet, exportUrl } = state
  return (
    <EmbeddedRoot scope="embedded-export">
      <ScreenHead title={tw('export.title')}>
        <Address title={wallet.address}>{shortAddress(wallet.address)}</Address>
        <Description>{tw('export.body')}</Description>
      </ScreenHead>
      <Guide>
        <GuideStep>{tw('export.step1')}</GuideStep>
        <GuideStep>
          {tw('export.step2')} <GuideLink href={KEY_EXPORT_GUIDE_URL}>{tw('export.guide')}</GuideLink>
        </GuideStep>
      </Guide>
      <ExportFrame title={tw('export.frameTitle')} src={exportUrl} />
      <Warning>{tw('export.warning')}</Warning>
    </EmbeddedRoot>
  )
}
