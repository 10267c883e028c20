'use client'
/**
 * The recovery password steps (creating, saving, confirming, finalizing, done) as one view over the flow's
 * `$state`; used by the password update screen and by the creation screen when a password is required.
 */
import type { PasswordFlowState } from '@latch/core'
import { useId, useState } from 'react'
import { useLatchClient } from '../../context'
import { useWalletMessages } from '../../hooks/useWalletMessages'
import { LockIcon } from '../../primitives/icons'
import { Actions, Button, ErrorText } from '../../primitives/parts'
import { FailureHead, ScreenHead, type ScreenHeaderProps } from '../../primitives/screen-head'
import {
  Acknowledgement,
  AcknowledgementCheckbox,
  EmbeddedRoot,
  PasswordField,
  PasswordForm,
  PasswordInput,
  SavedPassword,
  SecondaryButton,
  StrengthMeter,
  VisibilityToggle,
} from './parts'

/** The password steps of `password`, inside a screen root named `scope`. */
export function PasswordSteps({ scope, password: p }: { scope: string; password: PasswordFlowState }) {
  const latch = useLatchClient()
  const flow = latch.flows.embeddedWallet
  const tw = useWalletMessages()
  const [revealed, setRevealed] = useState(false)
  const inputId = useId()
  const closeable = p.initiatedBy === 'user'
  // Back (one step back, except while the wallet is made or once it is done) is the embedded wallet flow's.
  const triggers: ScreenHeaderProps = { closable: closeable }
  if (p.error) {
    return (
      <EmbeddedRoot scope={scope} state="error">
        <FailureHead {...triggers} title={tw('embedded.errorTitle')} description={p.error} />
        <Actions>
          <Button part="retry-button" onClick={() => flow.previousPasswordStep()}>
            {tw('password.back')}
          </Button>
        </Actions>
      </EmbeddedRoot>
    )
  }
  if (p.step === 'done') {
    return (
      <EmbeddedRoot scope={scope} state="done">
        <ScreenHead
          {...triggers}
          icon={<LockIcon />}
          tone="success"
          title={tw('password.success')}
          description={tw('password.successBody')}
        />
        {closeable ? (
          <Actions>
            <Button part="done-button" onClick={() => flow.finish()}>
              {tw('embedded.close')}
            </Button>
          </Actions>
        ) : null}
      </EmbeddedRoot>
    )
  }
  const confirming = p.step === 'confirming'
  const title =
    p.step === 'creating'
      ? tw('password.createTitle')
      : p.step === 'saving'
        ? tw('password.saveTitle')
        : confirming
          ? tw('password.confirmTitle')
          : tw('password.finalizeTitle')
  const body =
    p.step === 'creating'
      ? tw('password.createBody')
      : p.step === 'saving'
        ? tw('password.saveBody')
        : p.step === 'finalizing'
          ? tw('password.finalizeBody')
          : null
  const value = confirming ? p.confirmation : p.password
  const strength = p.strength?.label
  const canContinue =
    p.step === 'creating'
      ? p.password !== '' && p.validation === null
      : p.step === 'saving'
        ? p.acknowledged
        : confirming
          ? p.confirmation !== ''
          : !p.submitting
  const errorId = `${inputId}-error`
  return (
    <EmbeddedRoot scope={scope} state={p.step}>
      <ScreenHead {...triggers} icon={<LockIcon />} title={title} description={body} />
      <PasswordForm
        onSubmit={(event) => {
          event.preventDefault()
          if (canContinue) void flow.nextPasswordStep()
        }}
      >
        {p.step === 'creating' || confirming ? (
          <>
            <PasswordField invalid={p.validation !== null}>
              <PasswordInput
                id={inputId}
                aria-label={confirming ? tw('password.confirmLabel') : tw('password.label')}
                aria-invalid={p.validation !== null || undefined}
                aria-describedby={p.validation ? errorId : undefined}
                revealed={revealed}
                value={value}
                onChange={(event) => flow.inputPassword(event.currentTarget.value)}
              />
              <VisibilityToggle revealed={revealed} onClick={() => setRevealed(!revealed)}>
                {revealed ? tw('password.hide') : tw('password.show')}
              </VisibilityToggle>
            </PasswordField>
            <ErrorText id={errorId}>{p.validation}</ErrorText>
          </>
        ) : null}
        {p.step === 'creating' && p.password !== '' && p.validation === null ? (
          <StrengthMeter level={strength ?? 'pending'}>
            {strength ? tw('password.strength', { strength: tw(`password.${strength}`) }) : ''}
          </StrengthMeter>
        ) : null}
        {p.step === 'saving' ? (
          <>
            <SavedPassword>{p.password}</SavedPassword>
            <SecondaryButton part="download-button" onClick={() => void flow.downloadRecoveryFile()}>
              {tw('password.download')}
            </SecondaryButton>
            <Acknowledgement>
              <AcknowledgementCheckbox
                checked={p.acknowledged}
                onChange={(event) => flow.acknowledge(event.currentTarget.checked)}
              />
              {tw('password.acknowledge')}
            </Acknowledgement>
          </>
        ) : null}
        <Actions>
          <Button part="continue-button" type="submit" disabled={!canContinue} loading={p.submitting}>
            {p.step === 'saving'
              ? tw('password.setPassword')
              : p.step === 'finalizing'
                ? tw('password.finish')
                : tw('password.continue')}
          </Button>
          {p.step === 'creating' ? (
            <SecondaryButton part="generate-button" onClick={() => void flow.generatePassword()}>
              {tw('password.generate')}
            </SecondaryButton>
          ) : null}
          {p.step === 'creating' && closeable ? (
            <SecondaryButton part="cancel-button" onClick={() => flow.cancelPassword()}>
              {tw('password.cancel')}
            </SecondaryButton>
          ) : null}
        </Actions>
      </PasswordForm>
    </EmbeddedRoot>
  )
}
