'use client'
/** Parts of AWAITING_PASSWORDLESS_CODE: the root, the resend trigger, the status line; the cells are shared parts. */
import { forwardPart, type PartProps, renderPart, useScope } from '../../primitives/part'
import { Button, ScreenRoot } from '../../primitives/parts'

export { CodeCell, CodeCells } from '../../primitives/code-cells'

/** The code screen's root (`data-scope="code"`); `data-state` is the flow step. */
export const CodeRoot = forwardPart(
  'CodeRoot',
  function CodeRoot({ state, ...props }: PartProps<'div'> & { state?: string }) {
    return <ScreenRoot scope="code" data-state={state} {...props} />
  },
)

/** Sends the code again. */
export const ResendTrigger = forwardPart(
  'ResendTrigger',
  function ResendTrigger(props: PartProps<'button'> & { status?: 'idle' | 'sending' | 'sent' }) {
    const { status = 'idle', ...rest } = props
    return (
      <Button
        part="resend-trigger"
        variant="ghost"
        data-state={status}
        disabled={status === 'sending'}
        aria-busy={status === 'sending' || undefined}
        {...rest}
      />
    )
  },
)

/** A polite live region for progress ('Code sent'). */
export const CodeStatus = forwardPart('CodeStatus', function CodeStatus(props: PartProps<'p'>) {
  return renderPart('p', props, {
    'data-scope': useScope(),
    'data-part': 'status',
    role: 'status',
    'aria-live': 'polite',
  })
})
