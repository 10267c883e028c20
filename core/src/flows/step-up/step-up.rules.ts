/** Pure rules of the step-up prompt. */
import type { User } from '../../user/types'
import type { StepUpTarget } from './step-up.types'

/** The server's refusal of an account change until the session proves it is still its person. */
export const isStepUpRequired = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === 'step_up_required'

const linkedAt = (account: { firstVerifiedAt: Date | null; verifiedAt: Date }) =>
  (account.firstVerifiedAt ?? account.verifiedAt).getTime()

/**
 * Where a step-up code can go: the user's oldest email and oldest phone (the server sends a code of a type to the
 * oldest account of that type), the older one first (an older method may vouch for removing a newer one).
 */
export function stepUpTargets(user: User | null): StepUpTarget[] {
  const oldest = new Map<'email' | 'phone', { at: number; recipient: string }>()
  for (const account of user?.linkedAccounts ?? []) {
    if (account.type !== 'email' && account.type !== 'phone') continue
    const at = linkedAt(account)
    const recipient = account.type === 'email' ? account.address : account.number
    const known = oldest.get(account.type)
    if (!known || at < known.at) oldest.set(account.type, { at, recipient })
  }
  return [...oldest].sort((a, b) => a[1].at - b[1].at).map(([type, { recipient }]) => ({ type, recipient }))
}
