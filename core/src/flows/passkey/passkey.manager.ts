/**
 * Passkey management, for LINK_PASSKEY_SCREEN or a host's own account page: the user's passkeys as rows (name,
 * created, last used, whether it may be removed), adding one, renaming one in place, removing one after a
 * confirmation. One state per client; the calls are the passkey commands (loaded on first use).
 */
import type { ReadableAtom, WritableAtom } from 'nanostores'
import { atom, computed } from 'nanostores'
import { PASSKEY_NAME_MAX_LENGTH } from '../../constants'
import type { LatchContext } from '../../context'
import { isLatchError } from '../../errors'
import { formatMessage } from '../../messages'
import { isLastLoginMethod } from '../../user/login-methods'
import type { PasskeyAccount, User } from '../../user/types'
import { passkeyNameIssue } from './passkey.rules'

/**
 * The manager's state. `renaming`: a row shows its name field (`issue` is the rule's message after a Save, `error`
 * the server's refusal); `saving` / `removing`: the call is under way; `confirming`: the row asks before removing.
 * `idle` keeps the last failure (adding, or removing) until the next action.
 */
export type PasskeyManagerState =
  | { step: 'idle'; error: string | null }
  | { step: 'adding' }
  | { step: 'renaming'; credentialId: string; name: string; issue: string | null; error: string | null }
  | { step: 'saving'; credentialId: string; name: string }
  | { step: 'confirming'; credentialId: string }
  | { step: 'removing'; credentialId: string }

/** One of the user's passkeys as a list row. */
export interface PasskeyRow {
  credentialId: string
  name: string
  createdAt: Date
  lastUsedAt: Date | null
  /** 'Created Nov 26, 2026', in the client's language. */
  created: string
  /** 'Last used Nov 26, 2026', or 'Not used yet'. */
  lastUsed: string
  /** False when it is the user's only way to log in: removing it is refused. */
  removable: boolean
}

/** The passkey manager of one client (`latch.flows.passkey.manager`). */
export interface PasskeyManager {
  $state: ReadableAtom<PasskeyManagerState>
  /** The signed-in user's passkeys, oldest first; empty when logged out. */
  $rows: ReadableAtom<PasskeyRow[]>
  /** The message to show for the last failed action, else null. */
  $error: ReadableAtom<string | null>
  /** Adds a passkey (the browser's sheet opens); a failure stays in `$error`. */
  add(): Promise<void>
  /** Shows the name field of one passkey, holding its current name. */
  startRename(credentialId: string): void
  /** The name being typed. */
  setName(name: string): void
  /** Saves the typed name: the rule's message when it is not a valid name, the server's when it is refused. */
  submitRename(): Promise<void>
  /** Asks before removing; an only login method is refused at once ('Cannot unlink the last login method ...'). */
  confirmRemove(credentialId: string): void
  /** Removes the passkey being confirmed. */
  remove(): Promise<void>
  /** Leaves a rename or a confirmation; clears the last failure. */
  cancel(): void
}

/** The passkey commands the manager calls. */
export interface PasskeyManagerCalls {
  link(): Promise<User>
  rename(credentialId: string, name: string): Promise<User>
  unlink(credentialId: string): Promise<User>
}

const IDLE: PasskeyManagerState = { step: 'idle', error: null }

const passkeysOf = (user: User | null): PasskeyAccount[] =>
  (user?.linkedAccounts ?? [])
    .filter((a): a is PasskeyAccount => a.type === 'passkey')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())

/** The message of a failed call; a ceremony the person or the flow cancelled says nothing. */
function failureMessage(error: unknown): string | null {
  if (isLatchError(error) && error.code === 'passkey_cancelled') return null
  return error instanceof Error ? error.message : String(error)
}

/** Creates the manager over the passkey commands. */
export function createPasskeyManager(ctx: LatchContext, calls: PasskeyManagerCalls): PasskeyManager {
  const $state: WritableAtom<PasskeyManagerState> = atom(IDLE)
  const $rows = computed([ctx.$user, ctx.intl.$intl], (user, intl) => {
    const date = new Intl.DateTimeFormat(intl.locale, { dateStyle: 'medium' })
    return passkeysOf(user).map(
      (account): PasskeyRow => ({
        credentialId: account.credentialId,
        name: account.name,
        createdAt: account.createdAt,
        lastUsedAt: account.lastUsedAt,
        created: formatMessage(intl.messages, 'passkey.created', { date: date.format(account.createdAt) }),
        lastUsed: account.lastUsedAt
          ? formatMessage(intl.messages, 'passkey.lastUsed', { date: date.format(account.lastUsedAt) })
          : intl.messages['passkey.neverUsed'],
        removable: user ? !isLastLoginMethod(user, account) : false,
      }),
    )
  })
  const $error = computed($state, (s) => ('error' in s ? s.error : null))
  const accountOf = (credentialId: string) =>
    passkeysOf(ctx.$user.get()).find((a) => a.credentialId === credentialId)
  const settled = () => {
    const s = $state.get()
    return s.step !== 'adding' && s.step !== 'saving' && s.step !== 'removing'
  }

  return {
    $state,
    $rows,
    $error,
    async add() {
      if (!settled()) return
      $state.set({ step: 'adding' })
      try {
        await calls.link()
        $state.set(IDLE)
      } catch (error) {
        $state.set({ step: 'idle', error: failureMessage(error) })
      }
    },
    startRename(credentialId) {
      const account = accountOf(credentialId)
      if (!settled() || !account) return
      $state.set({ step: 'renaming', credentialId, name: account.name, issue: null, error: null })
    },
    setName(name) {
      const s = $state.get()
      if (s.step === 'renaming') $state.set({ ...s, name, issue: null })
    },
    async submitRename() {
      const s = $state.get()
      if (s.step !== 'renaming') return
      const issue = passkeyNameIssue(s.name)
      if (issue) {
        $state.set({ ...s, issue: formatMessage(ctx.messages, issue, { max: PASSKEY_NAME_MAX_LENGTH }) })
        return
      }
      const name = s.name.trim()
      if (accountOf(s.credentialId)?.name === name) {
        $state.set(IDLE)
        return
      }
      $state.set({ step: 'saving', credentialId: s.credentialId, name })
      try {
        await calls.rename(s.credentialId, name)
        $state.set(IDLE)
      } catch (error) {
        $state.set({ ...s, name, issue: null, error: failureMessage(error) })
      }
    },
    confirmRemove(credentialId) {
      const user = ctx.$user.get()
      const account = accountOf(credentialId)
      if (!settled() || !user || !account) return
      if (isLastLoginMethod(user, account)) {
        $state.set({ step: 'idle', error: ctx.messages['link.lastLoginMethod'] })
        return
      }
      $state.set({ step: 'confirming', credentialId })
    },
    async remove() {
      const s = $state.get()
      if (s.step !== 'confirming') return
      $state.set({ step: 'removing', credentialId: s.credentialId })
      try {
        await calls.unlink(s.credentialId)
        $state.set(IDLE)
      } catch (error) {
        $state.set({ step: 'idle', error: failureMessage(error) })
      }
    },
    cancel() {
      if (settled()) $state.set(IDLE)
    },
  }
}
