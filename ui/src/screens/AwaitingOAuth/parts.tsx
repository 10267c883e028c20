'use client'
/** Parts of AWAITING_OAUTH_SCREEN. */
import { forwardPart, type PartProps } from '../../primitives/part'
import { IntentButton, ScreenRoot } from '../../primitives/parts'

/** The OAuth screen root (`data-scope="oauth"`); `data-state` is the OAuth flow step. */
export const OAuthRoot = forwardPart(
  'OAuthRoot',
  function OAuthRoot({
    state,
    provider,
    ...props
  }: PartProps<'div'> & { state?: string; provider?: string | null }) {
    return <ScreenRoot scope="oauth" data-state={state} data-provider={provider ?? undefined} {...props} />
  },
)

/** Tries the provider again after a retryable error (the OAuth flow's Retry). */
export const RetryButton = forwardPart('RetryButton', function RetryButton(props: PartProps<'button'>) {
  return <IntentButton intent="retry" part="retry-button" variant="primary" {...props} />
})
