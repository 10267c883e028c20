/**
 * Screen intents: what Back, Close and Retry do on the screen the modal shows. The flow that shows a screen decides
 * them (`FlowIntents`, on its `FlowInstance`), from its own state: a move changes the flow's state and returns where
 * the modal goes, and the router alone carries that out. The modal's face hands them to any UI as `$intents` and
 * `back()`, `leave()`, `retry()`, so a screen (or a host's replacement for it) re-implements none of them.
 */
import type { ReadableAtom } from 'nanostores'
import { atom, computed, onMount } from 'nanostores'
import type { AnyModalState, AnyScreenEntry } from '../modal/modal.types'
import type { ModalAction } from './route.types'

/** The move's action that shows `screen` without data (LANDING, a list the flow came from). */
export function showScreen(screen: string): ModalAction {
  return { kind: 'navigate', entry: { screen, data: null }, onlyIfOpen: false }
}

/**
 * One intent of a flow: it changes the flow's state and returns the modal action to carry out (none when the flow's
 * route rule follows the new state, or when the modal stays).
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a move that only changes its flow's state is a void command
export type IntentMove = () => ModalAction | null | undefined | void

/** A flow's moves on one of its screens; a move left out does not apply there. */
export interface ScreenMoves {
  /** The header's Back: where it goes, and what it ends on the way. */
  back?: IntentMove | null | undefined
  /** Close: what leaving the screen cancels first (the modal then closes, unless the move says otherwise). */
  leave?: IntentMove | null | undefined
  /** Retry after a failure: what it repeats. */
  retry?: IntentMove | null | undefined
}

/** How a flow declares its intents: the stores they read, and the moves on a screen. */
export interface FlowIntents {
  /** Every store `on` reads (the moves are read again when one of them changes). */
  readonly reads: ReadonlyArray<ReadableAtom<unknown>>
  /** The moves on `entry` as the flow is now, or null when the flow does not show that screen. */
  on(entry: AnyScreenEntry): ScreenMoves | null
}

/** The intents of the screen shown, ready to call; null where one does not apply on that screen now. */
export interface ScreenIntents {
  back: (() => void) | null
  /** Always there: a screen can always be left (with what the flow cancels on the way). */
  leave: () => void
  retry: (() => void) | null
}

/** The intents a modal exposes: the store and the three commands (each a no-op where it does not apply). */
export interface IntentCommands {
  /** What Back, Close and Retry do on the screen shown (null where one does not apply). */
  readonly $intents: ReadableAtom<ScreenIntents>
  /** The screen's Back (nothing when it has none). */
  back(): void
  /** Leaves the screen: what its flow cancels, then the modal closes. */
  leave(): void
  /** Repeats what failed on the screen (nothing when there is nothing to retry). */
  retry(): void
}

/** The intents of one client: flows declare, the router carries out. */
export interface IntentService extends IntentCommands {
  /** Adds the flows' intents (`createFlows`, once every flow is built). */
  declare(intents: ReadonlyArray<FlowIntents>): void
}

/** Builds the intents over the modal's state; `apply` is the router's. */
export function createIntentService(
  $modal: ReadableAtom<AnyModalState>,
  apply: (action: ModalAction) => void,
  fallback: (entry: AnyScreenEntry) => ScreenMoves | null,
): IntentService {
  const declared = atom<ReadonlyArray<FlowIntents>>([])
  const run = (move: IntentMove) => () => {
    const action = move()
    if (action) apply(action)
  }
  const read = (modal: AnyModalState): ScreenIntents => {
    const entry = { screen: modal.screen, data: modal.data }
    let moves: ScreenMoves | null = null
    for (const intents of declared.get()) {
      moves = intents.on(entry)
      if (moves) break
    }
    moves ??= fallback(entry) ?? {}
    const leave = moves.leave
    return {
      back: moves.back ? run(moves.back) : null,
      leave: run(() => leave?.() || { kind: 'close' }),
      retry: moves.retry ? run(moves.retry) : null,
    }
  }
  // The moves are read again whenever the modal or a store a flow's intents read changes, while someone listens.
  const $intents = atom<ScreenIntents>(read($modal.get()))
  onMount($intents, () => {
    let stop = () => {}
    const follow = (list: ReadonlyArray<FlowIntents>) => {
      stop()
      const reads = list.flatMap((intents) => intents.reads)
      stop = computed([$modal, ...reads], () => read($modal.get())).subscribe((value) => $intents.set(value))
    }
    const off = declared.subscribe(follow)
    return () => {
      off()
      stop()
    }
  })
  return {
    $intents,
    back: () => read($modal.get()).back?.(),
    leave: () => read($modal.get()).leave(),
    retry: () => read($modal.get()).retry?.(),
    declare: (intents) => declared.set([...declared.get(), ...intents]),
  }
}
