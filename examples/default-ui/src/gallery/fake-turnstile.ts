/**
 * A stand-in for Cloudflare Turnstile on the gallery page (no network): core's loader uses `window.turnstile` when
 * it exists. The site key picks the outcome: 't:gallery-success' passes, 't:gallery-error' fails, any other key
 * stays on the unsolved widget ('ready').
 */
interface Options {
  sitekey: string
  callback: (token: string) => void
  'error-callback': () => void
}

let next = 0

/** Core passes the key without its 't:' prefix. */
const outcome = (sitekey: string) => sitekey.replace(/^t:/, '').replace(/^gallery-/, '')

export function installFakeTurnstile() {
  const w = window as unknown as { turnstile?: unknown }
  w.turnstile = {
    render(container: HTMLElement, options: Options) {
      const box = document.createElement('span')
      const result = outcome(options.sitekey)
      box.textContent = result === 'success' ? '✓ Verified (fake captcha)' : 'Fake captcha widget'
      box.style.cssText = 'display:inline-block;padding:8px 12px;border:1px solid currentColor;font-size:13px'
      container.replaceChildren(box)
      // after the flow has stored the widget (it sets 'ready' once render returns)
      queueMicrotask(() => {
        if (result === 'success') options.callback('gallery-captcha-token')
        if (result === 'error') options['error-callback']()
      })
      next++
      return `gallery-widget-${next}`
    },
    reset() {},
    remove() {},
  }
}
