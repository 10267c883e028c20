/**
 * Test helper: a real Latch client over the shared fake API (test/fixtures/msw handlers, answered in process with
 * msw's `getResponse`, so no network interception is needed in jsdom), rendered inside `<LatchProvider>`.
 */

import type { LatchConfig, LatchEnv, ScreenArgs, ScreenName } from '@latch/core'
import { createLatch } from '@latch/core'
import { act, render } from '@testing-library/react'
import { getResponse } from 'msw'
import type { ReactNode } from 'react'
import { createLoginHandlers } from '../../../test/fixtures/msw/login.handlers'
import { createPasskeyHandlers } from '../../../test/fixtures/msw/passkey.handlers'
import { createSessionHandlers } from '../../../test/fixtures/msw/session.handlers'
import type { FakeState } from '../../../test/fixtures/msw/state'
import { createFakeState } from '../../../test/fixtures/msw/state'
import { createTestEnv } from '../../../test/fixtures/msw/test-env'
import type { LatchThemeInput } from '../context'
import { LatchProvider } from '../LatchProvider'
import type { ScreenRegistry } from '../types'

export interface SetupOptions {
  appConfig?: Partial<FakeState['appConfig']>
  config?: LatchConfig
  components?: ScreenRegistry
  theme?: LatchThemeInput
  children?: ReactNode
  /** Parts of the client's environment (a fake `webauthn`, a clock, ...). */
  env?: Partial<LatchEnv>
  /** Wraps the fake API's fetch (fault injection: a call that hangs, a dropped connection). */
  wrapFetch?: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch
}

/** A fetch answering from the fake API's handlers; unhandled requests reject. */
export function createFakeFetch(state: FakeState) {
  const { handlers, login } = createLoginHandlers(state)
  const passkeys = createPasskeyHandlers(state)
  const all = [...createSessionHandlers(state), ...handlers, ...passkeys.handlers]
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const response = await getResponse(all, request)
    if (!response) throw new Error(`Unhandled ${request.method} ${request.url}`)
    return response
  }
  return { fetch, login, passkey: passkeys.passkey }
}

/** Renders `<LatchProvider>` with a client over the fake API and waits for `ready()`. */
export async function setup(options: SetupOptions = {}) {
  const state = await createFakeState()
  Object.assign(state.appConfig, options.appConfig)
  const { fetch, login, passkey } = createFakeFetch(state)
  const latch = createLatch({
    appId: state.appId,
    apiUrl: state.apiUrl,
    config: options.config,
    env: createTestEnv({ ...options.env, fetch: options.wrapFetch ? options.wrapFetch(fetch) : fetch }),
  })
  const utils = render(
    <LatchProvider
      appId={state.appId}
      apiUrl={state.apiUrl}
      client={latch}
      components={options.components}
      theme={options.theme}
    >
      {options.children ?? <button type="button">host button</button>}
    </LatchProvider>,
  )
  await act(async () => {
    await latch.ready()
  })
  await modalLoaded()
  return { latch, state, login, passkey, ...utils }
}

/** Opens the modal on LANDING (or a screen) and flushes React. */
export async function openModal<S extends ScreenName = 'LANDING'>(
  latch: ReturnType<typeof createLatch>,
  screen?: S,
  ...data: ScreenArgs<S>
) {
  await act(async () => {
    latch.openModal(screen, ...data)
  })
}

/** Waits until the provider's lazily loaded modal chunk has arrived and rendered. */
export async function modalLoaded() {
  await act(async () => {
    await import('../modal/LatchModal')
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}
