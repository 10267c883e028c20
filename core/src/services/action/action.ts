/**
 * An action store: one async command with its state as data (`idle`, `pending`, `success` with the result, `error`
 * with the error), for a UI that shows a button's progress without keeping state of its own (the React kit's
 * `useSignMessage` and `useSendTransaction` read one; any framework can). A later run supersedes an earlier one:
 * the earlier one's late answer does not overwrite the state.
 */
import { atom, type ReadableAtom } from 'nanostores'

/** The state of an action: a union on `status`. */
export type ActionState<R> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: R }
  | { status: 'error'; error: unknown }

/** An action made by `createAction`. */
export interface Action<A extends unknown[], R> {
  readonly $state: ReadableAtom<ActionState<R>>
  /** Runs the command; resolves with its result or rejects with its error (both also in `$state`). */
  run(...args: A): Promise<R>
  /** Back to `idle` (a run still under way no longer writes its outcome). */
  reset(): void
}

/** Wraps `command` in an action store. */
export function createAction<A extends unknown[], R>(command: (...args: A) => Promise<R>): Action<A, R> {
  const $state = atom<ActionState<R>>({ status: 'idle' })
  let current = 0
  return {
    $state,
    async run(...args) {
      const run = ++current
      $state.set({ status: 'pending' })
      try {
        const data = await command(...args)
        if (run === current) $state.set({ status: 'success', data })
        return data
      } catch (error) {
        if (run === current) $state.set({ status: 'error', error })
        throw error
      }
    },
    reset() {
      current++
      $state.set({ status: 'idle' })
    },
  }
}
