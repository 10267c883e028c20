'use client'
/** Parts of EMBEDDED_WALLET_SIGN_REQUEST_SCREEN. */
import { forwardPart, type PartProps, renderPart, useScope } from '../../primitives/part'
import { Button, ScreenRoot } from '../../primitives/parts'

/** The sign request root (`data-scope="sign-request"`, `data-state`: loading, ready, signing, success, error). */
export const SignRequestRoot = forwardPart(
  'SignRequestRoot',
  function SignRequestRoot({ state, ...props }: PartProps<'div'> & { state: string }) {
    return <ScreenRoot scope="sign-request" data-state={state} {...props} />
  },
)

/** The text or typed data being signed: a scrollable, focusable block. */
export const SignMessage = forwardPart('SignMessage', function SignMessage(props: PartProps<'pre'>) {
  return renderPart('pre', props, { 'data-scope': useScope(), 'data-part': 'sign-message', tabIndex: 0 })
})

/** 'Sign and continue': signs the request. */
export const SignButton = forwardPart(
  'SignButton',
  function SignButton(props: PartProps<'button'> & { loading?: boolean }) {
    return <Button part="sign-button" variant="primary" {...props} />
  },
)
