import { createLatchServerClient, type LatchServerClient } from '@latch/core/server'
import { apiUrl, appId } from './config'

let client: LatchServerClient | undefined

/**
 * The server library's client for the route handlers, the server components and the proxy (middleware), made on
 * first use (the secret is read at run time, never built in).
 */
export function latchServer(): LatchServerClient {
  client ??= createLatchServerClient({
    appId,
    appSecret: process.env.LATCH_APP_SECRET ?? '',
    apiUrl: process.env.LATCH_API_URL || apiUrl,
  })
  return client
}
