/**
 * Screen intents: what Back, Close and Retry do on the screen the modal shows. The flow that shows a screen decides
 * them (`FlowIntents`, on its `FlowInstance`), from its own state: a move changes the flow's state and returns where
 * the modal goes, and the router alone carries that out. The modal's face hands them to any UI as `$intents` and
 * `back()`, `leave()`, `retry()`, so a screen (or a host's replacement for it) re-implements none of them.
 *
 * A flow's rule may load with its code (`load`, the chunk its commands are in): it is loaded when one of its screens
 * shows, which is after the flow has run, so its code is there by then; until it is, `$intents` says `ready: false`.
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

/** A flow's rule: the moves on `entry` (one of its screens) as the flow is now. */
export type IntentRule = (entry: AnyScreenEntry) => ScreenMoves

/** How a flow declares its intents: its screens, the stores its rule reads, and the rule (or how to load it). */
export interface FlowIntents {
  /** The screens whose intents this flow decides. */
  readonly screens: ReadonlyArray<string>
  /** Every store the rule reads (the moves are read again when one of them changes). */
  readonly reads: ReadonlyArray<ReadableAtom<unknown>>
  /** The rule, when it is small enough to be in the eager bundle. */
  readonly rule?: IntentRule
  /** Loads the rule with the flow's code (loaded once, when one of the flow's screens shows). */
  load?(): Promise<IntentRule>
}

/** The intents of the screen shown, ready to call; null where one does not apply on that screen now. */
export interface ScreenIntents {
  back: (() => void) | null
  /** Always there: a screen can always be left (with what the flow cancels on the way). */
  leave: () => void
  retry: (() => void) | null
  /** False while the screen's flow loads its rule (a UI waits: `ready()`). */
  ready: boolean
}

/** The intents a modal exposes: the store and the three commands (each a no-op where it does not apply). */
export interface IntentCommands {
  /** What Back, Close and Retry do on the screen shown (null where one does not apply). */
  readonly $intents: ReadableAtom<ScreenIntents>
  /** Resolves once the intents of the screen shown are known (at once, mostly). */
  ready(): Promise<void>
  /** The screen's Back (nothing when it has none). */
  back(): Promise<void>
  /** Leaves the screen: what its flow cancels, then the modal closes. */
  leave(): Promise<void>
  /** Repeats what failed on the screen (nothing when there is nothing to retry). */
  retry(): Promise<void>
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
  const declared: FlowIntents[] = []
  const loaded = new Map<FlowIntents, IntentRule>()
  const loading = new Map<FlowIntents, Promise<void>>()
  // bumped when the flows are declared or a rule arrives
  const $rules = atom(0)
  const ownerOf = (screen: string) => declared.find((intents) => intents.screens.includes(screen))
  const ruleOf = (owner: FlowIntents | undefined) => owner && (owner.rule ?? loaded.get(owner))
  /** Loads the rule of the screen's flow; resolves at once when it is there (or the screen has no flow). */
  const ensure = (screen: string): Promise<void> => {
    const owner = ownerOf(screen)
    if (!owner?.load || ruleOf(owner)) return Promise.resolve()
    let pending = loading.get(owner)
    if (!pending) {
      pending = owner.load().then((rule) => {
        loaded.set(owner, rule)
        $rules.set($rules.get() + 1)
      })
      loading.set(owner, pending)
    }
    return pending
  }
  const run = (move: IntentMove) => () => {
    const action = move()
    if (action) apply(action)
  }
  const read = (modal: AnyModalState): ScreenIntents => {
    const entry = { screen: modal.screen, data: modal.data }
    const owner = ownerOf(entry.screen)
    const rule = ruleOf(owner)
    const moves = rule?.(entry) ?? fallback(entry) ?? {}
    const leave = moves.leave
    return {
      back: moves.back ? run(moves.back) : null,
      leave: run(() => leave?.() || { kind: 'close' }),
      retry: moves.retry ? run(moves.retry) : null,
      ready: !owner || rule !== undefined,
    }
  }
  // The moves are read again whenever the modal or a store a flow's rule reads changes, while someone listens.
  const $intents = atom<ScreenIntents>(read($modal.get()))
  onMount($intents, () => {
    const reads = declared.flatMap((intents) => intents.reads)
    const off = computed([$modal, $rules, ...reads], () => read($modal.get())).subscribe((value) => {
      $intents.set(value)
      if (!value.ready) void ensure($modal.get().screen).catch(() => undefined)
    })
    return off
  })
  /** Runs one intent of the screen shown: at once when its rule is there, else once it has loaded. */
  const act = (pick: (intents: ScreenIntents) => (() => void) | null): Promise<void> => {
    const now = read($modal.get())
    if (now.ready) {
      pick(now)?.()
      return Promise.resolve()
    }
    return ensure($modal.get().screen).then(() => pick(read($modal.get()))?.())
  }
  return {
    $intents,
    ready: () => ensure($modal.get().screen),
    back: () => act((i) => i.back),
    leave: () => act((i) => i.leave),
    retry: () => act((i) => i.retry),
    declare: (intents) => {
      declared.push(...intents)
      $rules.set($rules.get() + 1)
    },
  }
}
