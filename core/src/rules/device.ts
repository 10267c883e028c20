/**
 * Whether the page runs on a phone or tablet, from the user agent: Android, iPhone, iPad, iPod, the generic
 * 'Mobile' token, and iPadOS, which reports a desktop Safari ('Macintosh') with touch points. Pure.
 */

/** True for a phone or tablet browser (where wallets are apps reached by deep links, not extensions). */
export function isMobileBrowser(userAgent: string | undefined, maxTouchPoints = 0): boolean {
  if (!userAgent) return false
  if (/Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent)) return true
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1
}
