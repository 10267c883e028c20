/** The default Turnstile loader: a script tag, added on first use only (never at import). */
import type { CaptchaScriptLoader, TurnstileLike } from './captcha.types'

const loaded = new Map<string, Promise<TurnstileLike>>()

/** Adds the Turnstile script to the document once per URL and resolves with `window.turnstile`. */
export const loadTurnstileScript: CaptchaScriptLoader = (scriptUrl) => {
  const existing = loaded.get(scriptUrl)
  if (existing) return existing
  const promise = new Promise<TurnstileLike>((resolve, reject) => {
    const g = globalThis as { document?: Document; turnstile?: TurnstileLike }
    if (g.turnstile) return resolve(g.turnstile)
    if (!g.document) return reject(new Error('Captcha needs a browser document'))
    const script = g.document.createElement('script')
    script.src = scriptUrl
    script.async = true
    script.defer = true
    script.onload = () => (g.turnstile ? resolve(g.turnstile) : reject(new Error('Turnstile did not load')))
    script.onerror = () => reject(new Error('Turnstile script failed to load'))
    g.document.head.appendChild(script)
  })
  promise.catch(() => loaded.delete(scriptUrl))
  loaded.set(scriptUrl, promise)
  return promise
}
