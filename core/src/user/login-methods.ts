/** What the user can still log in with: the rule behind 'Cannot unlink the last login method of the user.' */
import { isEmbeddedWallet } from './parse'
import type { LinkedAccount, User } from './types'

/**
 * True when `account` is the user's only way to log in: every other linked account is the embedded wallet (which
 * is not a login method) or there is none. The server refuses to unlink such an account.
 */
export function isLastLoginMethod(user: User, account: LinkedAccount): boolean {
  return !user.linkedAccounts.some((other) => other !== account && !isEmbeddedWallet(other))
}
