import { type NextRequest, NextResponse } from 'next/server'
import { latchServer } from './latch-server'

/**
 * The proxy (Next.js 16's name for middleware): a request for /dashboard without a valid `latch-token` cookie is
 * redirected to the home page before anything renders.
 */
export async function proxy(request: NextRequest) {
  if (await latchServer().getSessionFromCookies(request)) return NextResponse.next()
  const home = new URL('/', request.url)
  home.searchParams.set('signedOut', '1')
  return NextResponse.redirect(home)
}

export const config = { matcher: ['/dashboard'] }
