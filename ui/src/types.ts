/** Core types the UI needs, derived from the `Latch` client so they follow core's shapes exactly. */
import type { Latch } from '@latch/core'

type StoreValue<S> = S extends { get(): infer V } ? V : never

/** `$modal`: step, screen, data, landingView. */
export type ModalState = StoreValue<Latch['flows']['modal']['$state']>
/** A modal screen name of SPEC.md section 2. */
export type ScreenName = ModalState['screen']
/** What a screen was opened with. */
export type ScreenData = ModalState['data']
/** The computed landing model. */
export type LandingModel = StoreValue<Latch['flows']['landing']['$state']>
/** One entry of the landing list. */
export type LandingOption = LandingModel['options'][number]
