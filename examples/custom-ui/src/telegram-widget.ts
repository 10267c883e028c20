/**
 * Opens a Telegram login popup and resolves to what it posts back: the widget's signed user object, or null when
 * the person cancels or closes it. In development this is the reference server's offline fake widget
 * (`GET /api/v1/dev/telegram-widget`, dev mode only), which signs with a public test bot token; in production a host
 * uses Telegram's own widget script (`Telegram.Login.auth({ bot_id }, callback)`) the same way.
 */
export function openTelegramWidget(apiUrl: string): Promise<Record<string, string | number> | null> {
  const server = new URL(apiUrl).origin
  const url = `${server}/api/v1/dev/telegram-widget?origin=${encodeURIComponent(window.location.origin)}`
  const popup = window.open(url, 'telegram-login', 'width=420,height=560')
  if (!popup) return Promise.reject(new Error('The Telegram window was blocked'))
  return new Promise((resolve) => {
    const done = (user: Record<string, string | number> | null) => {
      window.removeEventListener('message', onMessage)
      clearInterval(closed)
      resolve(user)
    }
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; user?: Record<string, string | number> | false } | null
      if (event.origin !== server || event.source !== popup || data?.type !== 'latch:telegram-auth') return
      done(data.user || null)
    }
    // closed without an answer: cancelled
    const closed = setInterval(() => {
      if (popup.closed) done(null)
    }, 300)
    window.addEventListener('message', onMessage)
  })
}
