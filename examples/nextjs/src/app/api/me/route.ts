import { isLatchServerError } from '@latch/core/server'
import { latchServer } from '../../../latch-server'

/**
 * The caller, from the Latch access token in `Authorization: Bearer ...` or the `latch-token` cookie; 401 without a
 * valid one.
 */
export async function GET(request: Request) {
  try {
    const claims = await latchServer().verifyRequest(request)
    return Response.json({ userId: claims.userId })
  } catch (error) {
    if (isLatchServerError(error, 'invalid_token') || isLatchServerError(error, 'expired_token')) {
      return Response.json({ error: error.message, code: error.code }, { status: 401 })
    }
    throw error
  }
}
