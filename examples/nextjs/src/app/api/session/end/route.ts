import { isLatchServerError } from '@latch/core/server'
import { latchServer } from '../../../../latch-server'

/** The page POSTs here on sign-out: the answer removes the `latch-token` cookie (same-origin POST only). */
export async function POST(request: Request) {
  try {
    return new Response(null, {
      status: 204,
      headers: { 'set-cookie': latchServer().clearSessionCookie(request) },
    })
  } catch (error) {
    if (isLatchServerError(error))
      return Response.json({ error: error.message, code: error.code }, { status: 403 })
    throw error
  }
}
