/** One gallery case: a screen in one state, the client driven there over a fake API (each scenario file makes some). */
import type { Latch, WebAuthnLike } from '@latch/core'
import type { FakeApiOptions } from './fake-api'

export interface GalleryCase {
  /** Stable id, used in the DOM (`data-case`) and by the screenshot script. */
  id: string
  screen: string
  state: string
  /** Drives the client into the state. */
  setup(latch: Latch): Promise<unknown> | undefined
  api?: Omit<FakeApiOptions, 'appId'>
  /** The browser's passkey ceremonies (a stand-in that hangs or fails like a browser). */
  webauthn?: WebAuthnLike
}
