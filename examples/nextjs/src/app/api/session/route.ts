import { isLatchServerError } from '@latch/core/server'
import { latchServer } from '../../../latch-server'

/**
 * The page POSTs its access token here (`Authorization: Bearer`) after a sign-in and after each refresh; the answer
 * sets it as the HttpOnly `latch-token` cookie that the server components and the proxy read. Same-origin POST only
 * (`sessionCookie` refuses anything else with `invalid_request`).
 */
export async function POST(request: Request) {
  try {
    const cookie = await latchServer().sessionCookie(request)
    return new Response(null, { status: 204, headers: { 'set-cookie': cookie } })
  } catch (error) {
    if (isLatchServerError(error)) {
      const status = error.code === 'invalid_request' ? 403 : 401
      return Response.json({ error: error.message, code: error.code }, { status })
    }
    throw error
  }
}
