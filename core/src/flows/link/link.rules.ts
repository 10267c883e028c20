/** Pure link rules: what the user already has. */
import type { OAuthProvider } from '../../config/types'
import type { Messages } from '../../messages'
import { formatMessage } from '../../messages'
import type { User } from '../../user/types'
import type { LinkTarget } from './link.types'

/** True when the user already has an account of this kind. */
export function hasLinked(user: User, target: LinkTarget): boolean {
  if (target === 'email') return Boolean(user.email)
  if (target === 'phone') return Boolean(user.phone)
  return user.linkedAccounts.some((account) => account.type === `${target as OAuthProvider}_oauth`)
}

/** 'User already has an email linked to their account.' and its phone and social forms. */
export function alreadyLinkedMessage(target: LinkTarget, catalogue: Messages): string {
  if (target === 'email') return catalogue['link.alreadyHasEmail']
  if (target === 'phone') return catalogue['link.alreadyHasPhone']
  return formatMessage(catalogue, 'link.alreadyHasSocial', { provider: target })
}
