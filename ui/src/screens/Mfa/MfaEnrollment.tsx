'use client'
import { COPY_CONFIRMATION_MS } from '@latch/core'
import { mfaEnrollmentChoices, mfaMethodKeys } from '@latch/core/wallet'
import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { useLatchClient } from '../../context'
import { useWalletMessages } from '../../hooks/useWalletMessages'
import { CodeEntry } from '../../primitives/code-cells'
import { CheckIcon, LockIcon } from '../../primitives/icons'
import {
  Actions,
  Button,
  Description,
  ErrorText,
  Hero,
  Icon,
  IntentButton,
  Spinner,
} from '../../primitives/parts'
import { ScreenHead, ScreenHeader } from '../../primitives/screen-head'
import type { ScreenProps } from '../../types'
import { MfaVerification } from './MfaVerification'
import {
  MfaCopyTrigger,
  MfaMethodBadge,
  MfaMethodButton,
  MfaMethodRow,
  MfaPhoneForm,
  MfaPhoneInput,
  MfaQrCode,
  MfaRemoveButton,
  MfaRemoveTrigger,
  MfaRoot,
  MfaSecret,
  MfaWarning,
} from './parts'

/** Copies text and reports it for COPY_CONFIRMATION_MS (1500 ms). */
function useCopy(): [boolean, (text: string) => void] {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [copied])
  return [
    copied,
    (text) => {
      void navigator.clipboard?.writeText(text).then(
        () => setCopied(true),
        () => setCopied(false),
      )
    },
  ]
}

/**
 * MFA_ENROLLMENT_FLOW_SCREEN: 'Transaction Protection' intro; 'Choose a verification method' (Authenticator App,
 * SMS marked 'Less secure', Passkey when the app offers it and the user has a passkey (core's mfaEnrollmentChoices); enrolled ones '(Enrolled)' with a remove icon); a
 * passkey enrols at once with the browser's sheet; enrol (phone or QR code and secret),
 * enter the code, success and Done; removal with its warning. While a guarded call waits for a code the same
 * screen shows the 'Verification Required' prompt.
 */
export function MFA_ENROLLMENT_FLOW_SCREEN(_props: ScreenProps<'MFA_ENROLLMENT_FLOW_SCREEN'>) {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const mfa = latch.flows.mfa
  const state = useStore(mfa.$state)
  const verification = useStore(mfa.$verification)
  const enrolled = useStore(mfa.$enrolledMethods)
  const available = useStore(mfa.$availableMethods)
  const user = useStore(latch.$user)
  const app = useStore(latch.$appConfig)
  const [phone, setPhone] = useState('')
  const [copied, copy] = useCopy()
  if (verification.step !== 'idle') return <MfaVerification />

  // Done and 'Not now' leave the screen; Back (and 'Not now' on a removal) is the MFA flow's: the list of methods.
  const done = (title: 'mfa.enrolledTitle' | 'mfa.removedTitle') => (
    <MfaRoot state={state.step}>
      <ScreenHead
        icon={<CheckIcon />}
        tone="success"
        title={tw(title)}
        description={title === 'mfa.enrolledTitle' ? tw('mfa.enrolledBody') : null}
      />
      <Actions>
        <IntentButton intent="leave" part="done">
          {tw('mfa.done')}
        </IntentButton>
      </Actions>
    </MfaRoot>
  )

  switch (state.step) {
    case 'idle':
    case 'intro':
      return (
        <MfaRoot state="intro">
          <ScreenHead icon={<LockIcon />} title={tw('mfa.introTitle')} description={tw('mfa.introBody')} />
          <Actions>
            <Button part="continue" onClick={() => mfa.choose()}>
              {tw('mfa.continue')}
            </Button>
            <IntentButton intent="leave" part="not-now" variant="ghost">
              {tw('mfa.notNow')}
            </IntentButton>
          </Actions>
        </MfaRoot>
      )
    case 'choose': {
      const methods = mfaEnrollmentChoices(available, enrolled, { user })
      return (
        <MfaRoot state={state.step}>
          <ScreenHead icon={<LockIcon />} title={tw('mfa.chooseTitle')} />
          {methods.length === 0 ? (
            <Description>{tw('mfa.noMethods', { app: app?.name ?? tw('mfa.thisApp') })}</Description>
          ) : (
            <Actions part="options">
              {methods.map(({ method: m, enrolled: isEnrolled, lessSecure }) => {
                const label = tw(mfaMethodKeys(m).label)
                return (
                  <MfaMethodRow key={m} method={m} enrolled={isEnrolled}>
                    <MfaMethodButton
                      disabled={isEnrolled}
                      onClick={() => {
                        if (m === 'sms') mfa.enterPhone()
                        else if (m === 'passkey') void latch.enrollPasskeyMfa().catch(() => {})
                        else void latch.initEnrollmentWithTotp().catch(() => {})
                      }}
                    >
                      {label}
                      {lessSecure ? (
                        <MfaMethodBadge tone="warn">{tw('mfa.lessSecure')}</MfaMethodBadge>
                      ) : null}
                      {isEnrolled ? <MfaMethodBadge>{tw('mfa.enrolled')}</MfaMethodBadge> : null}
                    </MfaMethodButton>
                    {isEnrolled ? (
                      <MfaRemoveTrigger
                        aria-label={tw('mfa.removeLabel', { method: label })}
                        onClick={() => mfa.confirmRemove(m)}
                      />
                    ) : null}
                  </MfaMethodRow>
                )
              })}
            </Actions>
          )}
          <ErrorText>{state.error?.message ?? null}</ErrorText>
        </MfaRoot>
      )
    }
    case 'enter-phone':
      return (
        <MfaRoot state={state.step}>
          <ScreenHead icon={<LockIcon />} title={tw('mfa.phoneTitle')} description={tw('mfa.phoneBody')} />
          <MfaPhoneForm
            onSubmit={() => void latch.initEnrollmentWithSms({ phoneNumber: phone }).catch(() => {})}
          >
            <MfaPhoneInput
              aria-label={tw('mfa.phoneLabel')}
              placeholder={tw('mfa.phoneLabel')}
              value={phone}
              onChange={(event) => setPhone(event.currentTarget.value)}
              aria-invalid={state.error ? true : undefined}
            />
            <Button part="send-code" type="submit" disabled={phone.trim() === ''}>
              {tw('mfa.sendCode')}
            </Button>
          </MfaPhoneForm>
          <ErrorText>{state.error?.message ?? null}</ErrorText>
        </MfaRoot>
      )
    case 'starting':
    case 'removing':
      return (
        <MfaRoot state={state.step}>
          <ScreenHeader />
          <Hero>
            <Icon>
              <LockIcon />
            </Icon>
            <Spinner />
          </Hero>
        </MfaRoot>
      )
    case 'awaiting-code':
    case 'submitting': {
      const submitting = state.step === 'submitting'
      const error = state.step === 'awaiting-code' ? state.error : null
      const submit = (code: string) => {
        const run =
          state.method === 'sms'
            ? latch.submitEnrollmentWithSms({ phoneNumber: state.phoneNumber ?? '', mfaCode: code })
            : latch.submitEnrollmentWithTotp({ mfaCode: code })
        void run.catch(() => {})
      }
      return (
        <MfaRoot state={state.step} data-method={state.method}>
          <ScreenHead
            title={tw(state.method === 'sms' ? 'mfa.smsCodeTitle' : 'mfa.totpTitle')}
            description={tw(state.method === 'sms' ? 'mfa.verifySmsBody' : 'mfa.totpBody')}
          />
          {state.totp?.qr ? (
            <MfaQrCode qr={state.totp.qr} label={tw('mfa.qrLabel')} size="authenticator" />
          ) : null}
          {state.totp ? (
            <Actions part="secret-row">
              <MfaSecret aria-label={tw('mfa.secretLabel')}>{state.totp.secret}</MfaSecret>
              <MfaCopyTrigger copied={copied} onClick={() => copy(state.totp?.secret ?? '')}>
                {tw(copied ? 'mfa.copied' : 'mfa.copySecret')}
              </MfaCopyTrigger>
            </Actions>
          ) : null}
          <CodeEntry disabled={submitting} invalid={error !== null} resetKey={error} onComplete={submit} />
          <ErrorText>{error?.message ?? null}</ErrorText>
          {submitting ? <Spinner /> : null}
        </MfaRoot>
      )
    }
    case 'enrolled':
      return done('mfa.enrolledTitle')
    case 'removed':
      return done('mfa.removedTitle')
    case 'confirm-remove':
      return (
        <MfaRoot state={state.step} data-method={state.method}>
          <ScreenHead icon={<LockIcon />} tone="error" title={tw(mfaMethodKeys(state.method).removeTitle)} />
          <MfaWarning>{tw('mfa.removeBody')}</MfaWarning>
          <Actions>
            <MfaRemoveButton onClick={() => void latch.unenroll(state.method).catch(() => {})}>
              {tw('mfa.removeButton')}
            </MfaRemoveButton>
            <IntentButton intent="back" part="not-now" variant="ghost">
              {tw('mfa.notNow')}
            </IntentButton>
          </Actions>
          <ErrorText>{state.error?.message ?? null}</ErrorText>
        </MfaRoot>
      )
  }
}
