/**
 * Social logins on the OAuth flow: one button per provider the app has on, in core's order (the landing model's
 * web2 list), each named with core's `oauthProviderName`. The page leaves for the provider; when it comes back,
 * `ready()` completes the login by itself, and a failure is in the flow's `$error`.
 */
import type { OAuthProvider } from '@latch/core'
import { oauthProviderName } from '@latch/core'
import { useStore } from '@nanostores/react'
import { ErrorAlert } from './ErrorAlert'
import { latch } from './latch'

/** The providers of the landing model, in order. */
export function useOAuthProviders(): OAuthProvider[] {
  const model = useStore(latch.flows.landing.$state)
  return model.views['web2-overflow'].flatMap((option) => (option.type === 'oauth' ? [option.provider] : []))
}

export function SocialLogin() {
  const flow = latch.flows.oauth
  const providers = useOAuthProviders()
  const pending = useStore(flow.$pendingProvider)
  const error = useStore(flow.$error)
  if (providers.length === 0) return null
  return (
    <div className="social">
      <ul className="stack" aria-label="Social accounts">
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="secondary"
              disabled={pending !== null}
              aria-busy={pending === provider ? true : undefined}
              onClick={() => latch.initLoginWithOAuth(provider).catch(() => {})}
            >
              Continue with {oauthProviderName(provider)}
            </button>
          </li>
        ))}
      </ul>
      {pending ? <p aria-live="polite">Signing in with {oauthProviderName(pending)}…</p> : null}
      <ErrorAlert message={error} />
    </div>
  )
}
