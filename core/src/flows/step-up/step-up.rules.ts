/** Pure rules of the step-up prompt. */
import type { StepUpMethod } from '../../services/step-up/step-up.api'
import type { User } from '../../user/types'
import type { StepUpTarget } from './step-up.types'

/** The server's refusal of an account change until the session proves it is still its person. */
export const isStepUpRequired = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === 'step_up_required'

const linkedAt = (account: { firstVerifiedAt: Date | null; verifiedAt: Date }) =>
  (account.firstVerifiedAt ?? account.verifiedAt).getTime()

/**
 * Where a step-up code can go: the user's oldest email and oldest phone (the server sends a code of a type to the
 * oldest account of that type), the older one first (an older method may vouch for removing a newer one). With
 * `methods` (the server's list for the refused change), only those: removing a method needs a code from one linked
 * no later than it, so a newer one is not offered (its code would be refused again).
 */
export function stepUpTargets(
  user: User | null,
  methods: readonly StepUpMethod[] | null = null,
): StepUpTarget[] {
  const oldest = new Map<'email' | 'phone', { at: number; recipient: string }>()
  for (const account of user?.linkedAccounts ?? []) {
    if (account.type !== 'email' && account.type !== 'phone') continue
    if (methods && !methods.includes(account.type)) continue
    const at = linkedAt(account)
    const recipient = account.type === 'email' ? account.address : account.number
    const known = oldest.get(account.type)
    if (!known || at < known.at) oldest.set(account.type, { at, recipient })
  }
  return [...oldest].sort((a, b) => a[1].at - b[1].at).map(([type, { recipient }]) => ({ type, recipient }))
}
