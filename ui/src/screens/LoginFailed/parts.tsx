'use client'
/** Parts of LOGIN_FAILED_SCREEN. */
import { forwardPart, type PartProps } from '../../primitives/part'
import { IntentButton, ScreenRoot } from '../../primitives/parts'

/** The login-failed root (`data-scope="login-failed"`). */
export const LoginFailedRoot = forwardPart(
  'LoginFailedRoot',
  function LoginFailedRoot(props: PartProps<'div'>) {
    return <ScreenRoot scope="login-failed" {...props} />
  },
)

/** 'Try again': the screen's Retry (the failed wallet again, or the screen the data names). */
export const TryAgainButton = forwardPart(
  'TryAgainButton',
  function TryAgainButton(props: PartProps<'button'>) {
    return <IntentButton intent="retry" part="retry-button" variant="primary" {...props} />
  },
)

/** 'Cancel': leaves the screen (the modal closes). */
export const CancelButton = forwardPart('CancelButton', function CancelButton(props: PartProps<'button'>) {
  return <IntentButton intent="leave" part="cancel-button" variant="secondary" {...props} />
})
