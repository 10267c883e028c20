'use client'
/** Parts of LOGIN_FAILED_SCREEN. */
import { forwardPart, type PartProps } from '../../primitives/part'
import { Button, ScreenRoot } from '../../primitives/parts'

/** The login-failed root (`data-scope="login-failed"`). */
export const LoginFailedRoot = forwardPart(
  'LoginFailedRoot',
  function LoginFailedRoot(props: PartProps<'div'>) {
    return <ScreenRoot scope="login-failed" {...props} />
  },
)

/** 'Try again'. */
export const TryAgainButton = forwardPart(
  'TryAgainButton',
  function TryAgainButton(props: PartProps<'button'>) {
    return <Button part="retry-button" variant="primary" {...props} />
  },
)

/** 'Cancel': closes the modal. */
export const CancelButton = forwardPart('CancelButton', function CancelButton(props: PartProps<'button'>) {
  return <Button part="cancel-button" variant="secondary" {...props} />
})
