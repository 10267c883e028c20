import { createLatchServerClient, isLatchServerError, type LatchServerClient } from '@latch/core/server'
import { apiUrl, appId } from '../../../config'

let client: LatchServerClient | undefined

/** The server library's client, made on the first request (the secret is read at run time, never built in). */
function latch(): LatchServerClient {
  client ??= createLatchServerClient({
    appId,
    appSecret: process.env.LATCH_APP_SECRET ?? '',
    apiUrl: process.env.LATCH_API_URL || apiUrl,
  })
  return client
}

/** The caller, from the Latch access token in `Authorization: Bearer ...`; 401 without a valid one. */
export async function GET(request: Request) {
  try {
    const claims = await latch().verifyAuthToken(request.headers.get('authorization') ?? '')
    return Response.json({ userId: claims.userId })
  } catch (error) {
    if (isLatchServerError(error, 'invalid_token') || isLatchServerError(error, 'expired_token')) {
      return Response.json({ error: error.message, code: error.code }, { status: 401 })
    }
    throw error
  }
}
