'use client'
/**
 * The intents of the screen the modal shows (what Back, Close and Retry do there), as core decides them: the flow
 * that shows the screen says where each goes, and the router moves the modal. The Back, Close and Retry parts call
 * them, so a screen of your own gets the same behaviour without writing any of it.
 */
import type { ScreenIntents } from '@latch/core'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../context'

/**
 * `latch.flows.modal.$intents`: `back`, `leave` and `retry` of the screen shown (`back`, `retry` null where none, and
 * while the screen's flow loads its rule with its code: `ready` is false for that moment).
 */
export function useScreenIntents(): ScreenIntents {
  return useStore(useLatchClient().flows.modal.$intents)
}
