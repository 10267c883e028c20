'use client'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../../context'
import { useMessages } from '../../hooks/useMessages'
import { useWalletMessages } from '../../hooks/useWalletMessages'
import { CodeEntry } from '../../primitives/code-cells'
import { LockIcon } from '../../primitives/icons'
import { Actions, Button, ErrorText, Spinner } from '../../primitives/parts'
import { ScreenHead } from '../../primitives/screen-head'
import type { ScreenProps } from '../../types'
import { StepUpApproves, StepUpResendTrigger, StepUpRoot, StepUpStatus, StepUpTargetButton } from './parts'

/**
 * STEP_UP_SCREEN, 'Confirm it's you': a user without MFA whose login is no longer fresh confirms an account change
 * (linking or removing a login method, a first MFA method) with a code sent to their own email or phone: the choice
 * when they have both, the six code cells, resend, 'Use another method'. Without either, it asks them to log in
 * again. Under the title, what the code approves ('Enter the code to remove your email a@b.c'). 'Cancel' or closing
 * rejects the change. It reads `flows.stepUp.$state` and `flows.stepUp.$approves` only.
 */
export function STEP_UP_SCREEN(_props: ScreenProps<'STEP_UP_SCREEN'>) {
  const latch = useLatchClient()
  const t = useMessages()
  const tw = useWalletMessages()
  const flow = latch.flows.stepUp
  const state = useStore(flow.$state)
  const approves = useStore(flow.$approves)
  const cancel = (
    <Button part="cancel" variant="ghost" onClick={() => latch.cancelStepUp()}>
      {t('generic.cancel')}
    </Button>
  )
  const hero = (body: string) => (
    <ScreenHead icon={<LockIcon />} title={tw('stepUp.title')} description={body}>
      {approves ? <StepUpApproves>{approves}</StepUpApproves> : null}
    </ScreenHead>
  )
  if (state.step === 'idle') return <StepUpRoot state="idle">{hero(tw('stepUp.body'))}</StepUpRoot>
  if (state.step === 'relogin') {
    return (
      <StepUpRoot state={state.step}>
        {hero(tw('stepUp.reloginBody'))}
        <Actions>
          <Button part="logout" onClick={() => void latch.logout().catch(() => {})}>
            {tw('stepUp.logout')}
          </Button>
          {cancel}
        </Actions>
      </StepUpRoot>
    )
  }
  if (state.step === 'choosing') {
    return (
      <StepUpRoot state={state.step}>
        {hero(tw('stepUp.body'))}
        <Actions part="options">
          {state.targets.map((target) => (
            <StepUpTargetButton
              key={target.type}
              target={target.type}
              onClick={() => void flow.choose(target.type).catch(() => {})}
            >
              {tw('stepUp.sendTo', { recipient: target.recipient })}
            </StepUpTargetButton>
          ))}
        </Actions>
        <ErrorText>{state.error}</ErrorText>
        <Actions>{cancel}</Actions>
      </StepUpRoot>
    )
  }
  const { target } = state
  if (state.step === 'sending') {
    return (
      <StepUpRoot state={state.step} data-target={target.type}>
        {hero(tw('stepUp.sending', { recipient: target.recipient }))}
        <Spinner />
        <Actions>{cancel}</Actions>
      </StepUpRoot>
    )
  }
  const verifying = state.step === 'verifying'
  const error = state.step === 'awaiting-code' ? state.error : null
  const resend = state.step === 'awaiting-code' ? state.resend : 'idle'
  return (
    <StepUpRoot state={state.step} data-target={target.type}>
      {hero(t(target.type === 'phone' ? 'code.sentToPhone' : 'code.sentTo', { recipient: target.recipient }))}
      <CodeEntry
        disabled={verifying}
        invalid={error !== null}
        // a new refusal clears the cells
        resetKey={error !== null ? state : undefined}
        onComplete={(code) => void flow.submitCode(code).catch(() => {})}
      />
      <ErrorText>{error}</ErrorText>
      {verifying ? (
        <Spinner />
      ) : (
        <StepUpResendTrigger status={resend} onClick={() => void flow.resendCode().catch(() => {})}>
          {t('code.resend')}
        </StepUpResendTrigger>
      )}
      <StepUpStatus>{resend === 'sent' ? t('code.resent') : ''}</StepUpStatus>
      <Actions>
        {state.targets.length > 1 ? (
          <Button part="other-method" variant="ghost" onClick={() => flow.chooseAnother()}>
            {tw('stepUp.otherMethod')}
          </Button>
        ) : null}
        {cancel}
      </Actions>
    </StepUpRoot>
  )
}
