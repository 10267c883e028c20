'use client'
import { mfaMethodKeys } from '@latch/core/wallet'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../../context'
import { useWalletMessages } from '../../hooks/useWalletMessages'
import { CodeEntry } from '../../primitives/code-cells'
import { LockIcon, PasskeyIcon } from '../../primitives/icons'
import { Actions, Button, ErrorText, Spinner } from '../../primitives/parts'
import { ScreenHead } from '../../primitives/screen-head'
import { MfaApproves, MfaMethodButton, MfaMethodRow, MfaRoot, MfaSummary } from './parts'

/**
 * The 'Verification Required' prompt: choose a method, enter its 6-digit code (the input is disabled after too many
 * attempts) or, for a passkey, 'Use a passkey' (the browser's sheet), 'Choose another method', 'Not Now', the
 * pending transaction summary, and what the verification approves (`flows.mfa.$approves`). It answers the MFA flow's
 * pending request; closing it rejects the guarded call with 'MFA canceled'.
 */
export function MfaVerification() {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const state = useStore(latch.flows.mfa.$verification)
  const disabled = useStore(latch.flows.mfa.$codeInputDisabled)
  const canChooseAnother = useStore(latch.flows.mfa.$canChooseAnother)
  const approves = useStore(latch.flows.mfa.$approves)
  if (state.step === 'idle') return null
  const method = 'method' in state ? state.method : null
  const notNow = (
    <Button part="not-now" variant="ghost" onClick={() => latch.cancelMfaVerification()}>
      {tw('mfa.notNow')}
    </Button>
  )
  const approvesLine = approves ? <MfaApproves>{approves}</MfaApproves> : null
  const summary = state.summary ? (
    <MfaSummary>
      <strong>{state.summary.title}</strong>
      {state.summary.detail ? <span> {state.summary.detail}</span> : null}
    </MfaSummary>
  ) : null
  if (state.step === 'choosing') {
    return (
      <MfaRoot scope="mfa-verify" state={state.step}>
        <ScreenHead
          icon={<LockIcon />}
          title={tw('mfa.verifyTitle')}
          description={tw('mfa.verifyChooseBody')}
        >
          {approvesLine}
        </ScreenHead>
        {summary}
        <Actions part="options">
          {state.methods.map((m) => (
            <MfaMethodRow key={m} method={m}>
              <MfaMethodButton onClick={() => void latch.initMfaVerification(m).catch(() => {})}>
                {tw(mfaMethodKeys(m).label)}
              </MfaMethodButton>
            </MfaMethodRow>
          ))}
        </Actions>
        <ErrorText>{state.error ? tw(state.error) : null}</ErrorText>
        <Actions>{notNow}</Actions>
      </MfaRoot>
    )
  }
  const error = state.step === 'locked' || state.step === 'failed' ? state.error : state.error
  const inputError = 'inputError' in state ? state.inputError : null
  return (
    <MfaRoot scope="mfa-verify" state={state.step} data-method={method ?? undefined}>
      <ScreenHead
        icon={<LockIcon />}
        title={tw('mfa.verifyTitle')}
        description={method ? tw(mfaMethodKeys(method).verifyBody) : null}
      >
        {approvesLine}
      </ScreenHead>
      {summary}
      {method === 'passkey' ? (
        <Actions>
          <Button
            part="use-passkey"
            disabled={disabled}
            onClick={() => {
              void latch.submitMfaVerification({ method: 'passkey' }).catch(() => {
                // the flow keeps the failure in $verification
              })
            }}
          >
            <PasskeyIcon />
            {tw('mfa.usePasskey')}
          </Button>
        </Actions>
      ) : (
        <CodeEntry
          disabled={disabled}
          invalid={error !== null || inputError !== null}
          resetKey={'attempt' in state ? `${state.attempt}:${inputError}` : state.step}
          onComplete={(code) => {
            void latch.submitMfaVerification({ mfaCode: code }).catch(() => {
              // the flow keeps the rule message in $verification
            })
          }}
        />
      )}
      <ErrorText>{inputError ?? (error ? tw(error) : null)}</ErrorText>
      {state.step === 'verifying' || state.step === 'sending' ? <Spinner /> : null}
      <Actions>
        {canChooseAnother ? (
          <Button part="choose-another" variant="ghost" onClick={() => latch.flows.mfa.chooseAnotherMethod()}>
            {tw('mfa.chooseAnother')}
          </Button>
        ) : null}
        {notNow}
      </Actions>
    </MfaRoot>
  )
}
