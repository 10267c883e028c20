/**
 * The cross-tab channel of the session (BroadcastChannel by default). Tokens are never sent: a message only says
 * what happened, and the receiving tab reads the tokens from the shared storage.
 */
import { SESSION_CHANNEL_NAME } from '../constants'
import type { ChannelLike, LatchEnv } from '../env'
import type { User } from '../user/types'

/** A message between tabs. */
export type SessionChannelMessage = { type: 'session'; user: User } | { type: 'logout' }

/** Opens lazily (on first use), so a client that never goes past SSR never creates one. */
export function createSessionChannel(env: LatchEnv, onMessage: (message: SessionChannelMessage) => void) {
  let channel: ChannelLike | null | undefined
  const listener = (event: { data: unknown }) => {
    const data = event.data
    if (typeof data !== 'object' || data === null) return
    const message = data as Partial<SessionChannelMessage>
    if (message.type === 'logout') onMessage({ type: 'logout' })
    else if (message.type === 'session' && typeof message.user === 'object' && message.user !== null) {
      onMessage({ type: 'session', user: message.user })
    }
  }
  function open(): ChannelLike | null {
    if (channel !== undefined) return channel
    try {
      channel = env.createChannel ? env.createChannel(SESSION_CHANNEL_NAME) : null
      channel?.addEventListener('message', listener)
      // Node has BroadcastChannel too; unref lets a server process exit while a client is alive.
      ;(channel as { unref?: () => void } | null)?.unref?.()
    } catch {
      channel = null
    }
    return channel
  }
  return {
    open,
    post(message: SessionChannelMessage): void {
      try {
        open()?.postMessage(message)
      } catch {
        // A closed or failing channel only costs cross-tab freshness.
      }
    },
    close(): void {
      channel?.removeEventListener('message', listener)
      channel?.close()
      channel = null
    },
  }
}
