/**
 * The passkey flow: log in with a passkey (no email first, or from the email input's autofill), add, rename and
 * remove passkeys. (Passkeys as the MFA method are the MFA flow's: its prompt and enrolment.) The commands and `@simplewebauthn/browser` load with `import()` on
 * first use, the manager's code once someone is logged in; only this module (its state, the support rule) is in the
 * eager bundle.
 */
import type { ReadableAtom } from 'nanostores'
import { atom, computed } from 'nanostores'
import type { LatchContext } from '../../context'
import { createDisposer, defineFlowModule } from '../../services/flow-module'
import { onModalClose } from '../../services/modal/modal.closed'
import { bindRoute } from '../../services/router/route.types'
import { passkeyMethod } from '../../user/methods/passkey'
import type { User } from '../../user/types'
import type { PasskeyCommandContext } from './passkey.commands'
import type {
  createPasskeyManager as CreatePasskeyManager,
  PasskeyManager,
  PasskeyManagerCalls,
  PasskeyManagerState,
  PasskeyRow,
} from './passkey.manager'
import { routePasskey } from './passkey.route'
import { isPasskeySupported } from './passkey.rules'
import { passkeyScreens } from './passkey.screens'
import { createPasskeyStore } from './passkey.store'
import type { LoginWithPasskeyOptions, LoginWithPasskeyReturnType, PasskeyState } from './passkey.types'

/** The passkey flow of one client. */
export interface PasskeyFlow {
  $state: ReadableAtom<PasskeyState>
  /** The error message of the last ceremony, else null. */
  $error: ReadableAtom<string | null>
  /** True while the browser's sheet is open or the server checks the answer (not for an autofill request). */
  $busy: ReadableAtom<boolean>
  /** Whether this browser can use passkeys (the rule behind `isPasskeySupported()`). */
  supported(): boolean
  /** Cancels the ceremony in progress; a login goes back to the landing list. */
  cancel(): void
  /**
   * Conditional UI: while an input marked `autocomplete="... webauthn"` is shown, a login request waits in its
   * autofill (only when passkey login is on, the browser offers it, and nobody is logged in). Returns the stop,
   * which ends that request unless another ceremony replaced it.
   */
  autofill(): () => void
  reset(): void
  /** The user's passkeys and what LINK_PASSKEY_SCREEN (or a host's list) does with them: add, rename, remove. */
  manager: PasskeyManager
}

/** The passkey commands a `Latch` exposes. */
export interface PasskeyCommands {
  /** True when this browser can create and use passkeys. */
  isPasskeySupported(): boolean
  /**
   * Logs in with a passkey the browser offers for this site; no email is needed. With `{ conditional: true }` the
   * request waits in the autofill of an input marked `autocomplete="username webauthn"`.
   */
  loginWithPasskey(options?: LoginWithPasskeyOptions): Promise<LoginWithPasskeyReturnType>
  /** Adds a passkey to the signed-in user; resolves to the updated user. */
  linkPasskey(options?: { name?: string }): Promise<User>
  /** Removes one of the user's passkeys by its credential id (`PasskeyAccount.credentialId`). */
  unlinkPasskey(credentialId: string): Promise<User>
  /** Renames one of the user's passkeys. */
  renamePasskey(credentialId: string, name: string): Promise<User>
}

/**
 * `flows.passkey.manager` with its code (rows, rules, actions: `passkey.manager.ts`, in the commands' chunk) loaded once
 * someone is logged in, since a logged-out client has no passkeys to list. Until then the rows are empty and the
 * state idle, as the manager's own are when logged out; an action called before the code arrives runs once it has,
 * in order. The manager's atoms are mirrored synchronously.
 */
function lazyPasskeyManager(
  ctx: LatchContext,
  onDispose: (stop: () => void) => void,
  calls: PasskeyManagerCalls,
  load: () => Promise<{ createPasskeyManager: typeof CreatePasskeyManager }>,
): PasskeyManager {
  const $state = atom<PasskeyManagerState>({ step: 'idle', error: null })
  const $rows = atom<PasskeyRow[]>([])
  let real: PasskeyManager | null = null
  let loading: Promise<PasskeyManager> | null = null
  const ready = (): Promise<PasskeyManager> => {
    loading ??= load().then(({ createPasskeyManager }) => {
      const manager = createPasskeyManager(ctx, calls)
      onDispose(manager.$state.subscribe((s) => $state.set(s)))
      onDispose(manager.$rows.subscribe((rows) => $rows.set(rows as PasskeyRow[])))
      real = manager
      return manager
    })
    return loading
  }
  onDispose(
    ctx.$user.subscribe((user) => {
      if (user) void ready().catch(() => undefined)
    }),
  )
  /** Runs an action now when the code is here, else once it is (calls made meanwhile keep their order). */
  const run = <T>(action: (manager: PasskeyManager) => T): T | Promise<T> =>
    real ? action(real) : ready().then(action)
  return {
    $state,
    $rows,
    $error: computed($state, (s) => ('error' in s ? s.error : null)),
    add: async () => run((m) => m.add()),
    startRename: (id) => void run((m) => m.startRename(id)),
    setName: (name) => void run((m) => m.setName(name)),
    submitRename: async () => run((m) => m.submitRename()),
    confirmRemove: (id) => void run((m) => m.confirmRemove(id)),
    remove: async () => run((m) => m.remove()),
    cancel: () => void run((m) => m.cancel()),
  }
}

/** The passkey flow module. */
export const passkeyModule = defineFlowModule({
  name: 'passkey',
  methods: [passkeyMethod],
  screens: passkeyScreens,
  create(ctx) {
    const c: PasskeyCommandContext = { ctx, store: createPasskeyStore() }
    const disposer = createDisposer()
    const load = () => import('./passkey.commands')
    const $state = c.store.$state
    // closing the modal while the browser's sheet is open for it ends that ceremony
    disposer.add(
      onModalClose(ctx.modal, () => {
        const s = $state.get()
        if (s.step === 'awaiting' && !s.conditional) c.store.active?.cancel()
      }),
    )
    const manager = lazyPasskeyManager(
      ctx,
      disposer.add,
      {
        link: async () => (await load()).linkPasskey(c),
        rename: async (id, name) => (await load()).renamePasskey(c, id, name),
        unlink: async (id) => (await load()).unlinkPasskey(c, id),
      },
      load,
    )
    // leaving the passkey list drops a rename, a confirmation or an old failure there
    disposer.add(
      ctx.modal.$state.listen((modal) => {
        if (!modal.open || modal.screen !== 'LINK_PASSKEY_SCREEN') manager.cancel()
      }),
    )
    const flow: PasskeyFlow = {
      $state,
      $error: computed($state, (s) => (s.step === 'error' ? s.message : null)),
      $busy: computed($state, (s) => (s.step === 'awaiting' && !s.conditional) || s.step === 'verifying'),
      supported: () => isPasskeySupported(ctx.env),
      cancel: () => c.store.active?.cancel(),
      autofill() {
        if (!ctx.$config.get().loginMethods.passkey || !isPasskeySupported(ctx.env)) return () => {}
        if (ctx.$auth.get().status === 'authenticated') return () => {}
        let stopped = false
        void load()
          .then((commands) => {
            if (!stopped) return commands.loginWithPasskey(c, { conditional: true })
          })
          .catch(() => undefined)
        return () => {
          stopped = true
          const s = $state.get()
          if (s.step === 'awaiting' && s.conditional) c.store.active?.cancel()
        }
      },
      reset: () => $state.set({ step: 'idle' }),
      manager,
    }
    const commands: PasskeyCommands = {
      isPasskeySupported: flow.supported,
      loginWithPasskey: async (options) => (await load()).loginWithPasskey(c, options),
      linkPasskey: async (options) => (await load()).linkPasskey(c, options?.name),
      unlinkPasskey: async (id) => (await load()).unlinkPasskey(c, id),
      renamePasskey: async (id, name) => (await load()).renamePasskey(c, id, name),
    }
    return {
      flow,
      commands,
      dispose: disposer.dispose,
      route: bindRoute($state, routePasskey),
      intents: {
        screens: ['AWAITING_PASSKEY_SCREEN'],
        reads: [$state],
        load: () => load().then((m) => m.passkeyIntents({ ...flow, ...commands })),
      },
    }
  },
})
