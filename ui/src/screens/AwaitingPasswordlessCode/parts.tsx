'use client'
/** Parts of AWAITING_PASSWORDLESS_CODE: the root, the resend trigger, the status line; the cells are shared parts. */
import { CodeStatusLine, ResendTriggerButton } from '../../primitives/code-cells'
import { forwardPart, type PartProps } from '../../primitives/part'
import { ScreenRoot } from '../../primitives/parts'

export { CodeCell, CodeCells } from '../../primitives/code-cells'

/** The code screen's root (`data-scope="code"`); `data-state` is the flow step. */
export const CodeRoot = forwardPart(
  'CodeRoot',
  function CodeRoot({ state, ...props }: PartProps<'div'> & { state?: string }) {
    return <ScreenRoot scope="code" data-state={state} {...props} />
  },
)

/** Sends the code again. */
export const ResendTrigger = forwardPart('ResendTrigger', ResendTriggerButton)

/** A polite live region for progress ('Code sent'). */
export const CodeStatus = forwardPart('CodeStatus', CodeStatusLine)
