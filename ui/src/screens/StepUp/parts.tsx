'use client'
/**
 * Parts of STEP_UP_SCREEN ('Confirm it's you'): the root, what the code approves, a button per place the code can
 * go, the resend trigger and a polite live region. Each renders one element.
 */
import { CodeStatusLine, ResendTriggerButton } from '../../primitives/code-cells'
import { forwardPart, type PartProps, renderPart, useScope } from '../../primitives/part'
import { Button, ScreenRoot } from '../../primitives/parts'

/** The screen's root (`data-scope="step-up"`); `data-state` is the prompt's step. */
export const StepUpRoot = forwardPart(
  'StepUpRoot',
  function StepUpRoot({ state, ...props }: PartProps<'div'> & { state: string }) {
    return <ScreenRoot scope="step-up" data-state={state} {...props} />
  },
)

/** Sends the code to one email or phone (`data-target` says which kind). */
export const StepUpTargetButton = forwardPart(
  'StepUpTargetButton',
  function StepUpTargetButton({ target, ...props }: PartProps<'button'> & { target: 'email' | 'phone' }) {
    return <Button part="target-button" variant="secondary" data-target={target} {...props} />
  },
)

/** Sends the code again (`data-state`: idle, sending, sent). */
export const StepUpResendTrigger = forwardPart('StepUpResendTrigger', ResendTriggerButton)

/** A polite live region for progress ('Code sent'). */
export const StepUpStatus = forwardPart('StepUpStatus', CodeStatusLine)

/** What the code approves ('Enter the code to remove your email a@b.c'): the text of `flows.stepUp.$approves`. */
export const StepUpApproves = forwardPart('StepUpApproves', function StepUpApproves(props: PartProps<'p'>) {
  return renderPart('p', props, { 'data-scope': useScope(), 'data-part': 'approves' })
})
