/**
 * The server API for host backends (Privy's shape): HTTP Basic with the app id and app secret, plus the
 * `privy-app-id` header. Answers become `User`s (the same parser as the browser client); refusals become
 * `LatchServerError`s named by the server's code, with the server's message (which never holds the secret).
 */

import { API_PREFIX } from '../protocol/endpoint'
import { parseUser } from '../user/parse'
import type { User } from '../user/types'
import { LatchServerError, type LatchServerErrorCode } from './errors'
import type { ImportLinkedAccount, ImportUserInput, ListUsersOptions } from './types'

export interface ApiOptions {
  appId: string
  appSecret: string
  apiUrl: string
  timeoutMs: number
  fetch: typeof fetch
}

const CODES: Record<number, LatchServerErrorCode> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'unauthorized',
  404: 'not_found',
  429: 'rate_limited',
}

export function createApi(options: ApiOptions) {
  const base = `${options.apiUrl.replace(/\/+$/, '')}${API_PREFIX}`
  const authorization = `Basic ${btoa(`${options.appId}:${options.appSecret}`)}`

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    let res: Response
    try {
      res = await options.fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          'privy-app-id': options.appId,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch (cause) {
      throw new LatchServerError('network_error', `Could not reach the Latch server (${method} ${path})`, {
        cause,
      })
    }
    if (res.status === 204) return null
    const json = (await res.json().catch(() => null)) as { error?: unknown; code?: unknown } | null
    if (res.ok) return json
    const serverCode = typeof json?.code === 'string' ? json.code : ''
    const code: LatchServerErrorCode =
      serverCode === 'linked_to_another_user'
        ? 'linked_to_another_user'
        : (CODES[res.status] ?? (res.status >= 500 ? 'server_error' : 'invalid_request'))
    const message = typeof json?.error === 'string' ? json.error : `The Latch server answered ${res.status}`
    throw new LatchServerError(code, message, { status: res.status })
  }

  const user = (json: unknown): User => {
    try {
      return parseUser(json)
    } catch (cause) {
      throw new LatchServerError('server_error', 'The Latch server answered a malformed user', { cause })
    }
  }
  const lookup = async (path: string, field: string, value: string) =>
    user(await call('POST', path, { [field]: value }))

  return {
    getUser: async (id: string) => user(await call('GET', `/users/${encodeURIComponent(id)}`)),
    getUserByEmail: (address: string) => lookup('/users/email/address', 'address', address),
    getUserByPhone: (number: string) => lookup('/users/phone/number', 'number', number),
    getUserByWalletAddress: (address: string) => lookup('/users/wallet/address', 'address', address),
    getUserByCustomAuthId: (customUserId: string) =>
      lookup('/users/custom_auth/id', 'custom_user_id', customUserId),
    async deleteUser(id: string): Promise<void> {
      await call('DELETE', `/users/${encodeURIComponent(id)}`)
    },
    async *listUsers(opts: ListUsersOptions = {}): AsyncGenerator<User, void, undefined> {
      const size = opts.pageSize ?? 100
      let cursor: string | null = null
      do {
        const query = new URLSearchParams({ limit: String(size), ...(cursor ? { cursor } : {}) })
        const page = (await call('GET', `/users?${query}`)) as {
          data?: unknown
          next_cursor?: unknown
        } | null
        if (!page || !Array.isArray(page.data)) {
          throw new LatchServerError('server_error', 'The Latch server answered a malformed page of users')
        }
        for (const item of page.data) yield user(item)
        cursor = typeof page.next_cursor === 'string' && page.next_cursor !== '' ? page.next_cursor : null
      } while (cursor)
    },
    importUser: async (input: ImportUserInput) =>
      user(await call('POST', '/users', { linked_accounts: input.linkedAccounts.map(toWireAccount) })),
    setCustomMetadata: async (id: string, customMetadata: Record<string, unknown>) =>
      user(
        await call('POST', `/users/${encodeURIComponent(id)}/custom_metadata`, {
          custom_metadata: customMetadata,
        }),
      ),
  }
}

/** An account to import, in the wire's snake_case. */
function toWireAccount(a: ImportLinkedAccount): Record<string, unknown> {
  switch (a.type) {
    case 'email':
      return { type: 'email', address: a.address }
    case 'phone':
      return { type: 'phone', number: a.number }
    case 'wallet':
      return { type: 'wallet', address: a.address, chain_type: a.chainType ?? 'ethereum' }
    case 'custom_auth':
      return { type: 'custom_auth', custom_user_id: a.customUserId }
    default:
      return { type: a.type, subject: a.subject, email: a.email, name: a.name, username: a.username }
  }
}
