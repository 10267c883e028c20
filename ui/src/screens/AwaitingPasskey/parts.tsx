'use client'
/** Parts of AWAITING_PASSKEY_SCREEN. */
import { forwardPart, type PartProps } from '../../primitives/part'
import { IntentButton, ScreenRoot } from '../../primitives/parts'

/** The passkey screen root (`data-scope="passkey"`); `data-state` is the passkey flow step. */
export const PasskeyRoot = forwardPart(
  'PasskeyRoot',
  function PasskeyRoot({ state, mode, ...props }: PartProps<'div'> & { state?: string; mode?: string }) {
    return <ScreenRoot scope="passkey" data-state={state} data-mode={mode} {...props} />
  },
)

/** Starts the ceremony again after a failure (the flow's Retry). */
export const PasskeyRetryButton = forwardPart(
  'PasskeyRetryButton',
  function PasskeyRetryButton(props: PartProps<'button'>) {
    return <IntentButton intent="retry" part="retry-button" variant="primary" {...props} />
  },
)

/** Leaves the wait (the flow's Back): the browser's sheet closes and a login goes back to the landing list. */
export const PasskeyCancelButton = forwardPart(
  'PasskeyCancelButton',
  function PasskeyCancelButton(props: PartProps<'button'>) {
    return <IntentButton intent="back" part="cancel-button" variant="secondary" {...props} />
  },
)
