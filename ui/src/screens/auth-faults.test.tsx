/**
 * Network faults as the person sees them, in the default screens over a real core client (the fake API in process):
 * - an auth call that never answers: the email Submit shows its spinner, then leaves it within the client's bound
 *   (each try cut at 20 s, 3 retries, a 0.5 s doubling backoff with up to half again of jitter: 85.25 s in all),
 *   with a retryable message and a Submit that works again. The client runs on a clock 200 times faster than the
 *   wall clock, so the bound is checked in the client's own time and the test takes well under a second of it;
 * - a connection dropped on the code submit: a retryable "network" message on the code screen, the cells usable
 *   again, and the same code, submitted again, signs in (the drop was not counted as a try).
 */
import type { Clock } from '@latch/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { openModal, setup } from '../test/setup'

beforeAll(async () => {
  const { defaultScreens } = await import('../registry')
  await import('../modal/LatchModal')
  await Promise.all(
    Object.values(defaultScreens).map((s) => (s as { preload?: () => Promise<unknown> }).preload?.()),
  )
}, 120_000)

/** The documented bound of one API call that never answers: 4 tries of 20 s and the three backoffs at most. */
const CALL_BOUND_MS = 4 * 20_000 + (500 + 1000 + 2000) * 1.5

/**
 * The client's clock, `speed` times faster than the wall clock: a timer of `ms` fires after `ms / speed` real ms, and
 * `now()` reads the time the timers say (the due time of the last one fired), so the time measured in it is the sum
 * of the client's own waits, whatever the load of the machine.
 */
function fastClock(speed: number): Clock & { elapsed(): number } {
  const start = Date.now()
  let virtual = start
  return {
    now: () => virtual,
    setTimeout: (fn, ms) => {
      const due = virtual + ms
      return setTimeout(() => {
        virtual = Math.max(virtual, due)
        fn()
      }, ms / speed)
    },
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    elapsed: () => virtual - start,
  }
}

/** A fetch that never answers `path` (until the client aborts it), and counts the tries. */
function hanging(path: string) {
  const tries = { count: 0, hang: true }
  const wrap =
    (inner: typeof globalThis.fetch): typeof globalThis.fetch =>
    (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (url.pathname !== path || !tries.hang) return inner(input, init)
      tries.count++
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })
    }
  return { tries, wrap }
}

describe('an auth call that never answers', () => {
  it('the email Submit leaves its spinner within the bound, with a retryable message, and works again', async () => {
    const clock = fastClock(200)
    const init = hanging('/api/v1/passwordless/init')
    const { latch, state } = await setup({ env: { clock }, wrapFetch: init.wrap })
    await openModal(latch)
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'hang@example.com' },
    })
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement
    const startedAt = clock.elapsed()
    await act(async () => {
      fireEvent.click(submit)
    })
    // loading: the button is busy with its spinner
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBe('true'))
    expect(submit.querySelector('[data-part="spinner"]')).not.toBeNull()
    // it ends: no spinner, not busy, a message, within the bound in the client's time
    let endedAt = Number.NaN
    const unsubscribe = latch.flows.email.$submitting.subscribe((busy) => {
      if (!busy && Number.isNaN(endedAt)) endedAt = clock.elapsed()
    })
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBeNull(), { timeout: 10_000 })
    unsubscribe()
    const tookMs = endedAt - startedAt
    expect(tookMs).toBeLessThanOrEqual(CALL_BOUND_MS)
    expect(tookMs).toBeGreaterThanOrEqual(4 * 20_000)
    expect(init.tries.count).toBe(4)
    expect(submit.querySelector('[data-part="spinner"]')).toBeNull()
    expect(screen.getByText('Request timed out')).toBeTruthy()
    expect(latch.flows.email.$submitError.get()).toBe('Request timed out')
    expect(submit.disabled).toBe(false)
    expect(screen.queryByRole('heading', { name: 'Enter confirmation code' })).toBeNull()
    // Submit works again: the API answers now, the code screen comes
    init.tries.hang = false
    await act(async () => {
      fireEvent.click(submit)
    })
    await screen.findByRole('heading', { name: 'Enter confirmation code' })
    expect(state.count('POST', '/api/v1/passwordless/init')).toBe(1)
  }, 30_000)
})

describe('a dropped connection on the code submit', () => {
  it('shows a retryable network message; the cells work again and the same code signs in (the drop counted no try)', async () => {
    let drop = true
    const { latch, state } = await setup({
      wrapFetch: (inner) => (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input))
        if (url.pathname === '/api/v1/passwordless/authenticate' && drop) {
          drop = false
          return Promise.reject(new TypeError('Failed to fetch'))
        }
        return inner(input, init)
      },
    })
    await openModal(latch)
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'drop@example.com' },
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    })
    await screen.findByRole('heading', { name: 'Enter confirmation code' })
    const code = state.codes.get('drop@example.com') as string
    const cells = () => screen.getAllByRole('textbox', { name: /Code digit/ }) as HTMLInputElement[]
    const type = async (digits: string) => {
      for (const [i, d] of [...digits].entries()) {
        await act(async () => {
          fireEvent.change(cells()[i] as HTMLInputElement, { target: { value: d } })
        })
      }
    }
    await type(code)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Network request failed'))
    // the submit never reached the API, and the client did not send it again by itself
    expect(state.count('POST', '/api/v1/passwordless/authenticate')).toBe(0)
    expect(latch.$auth.get().status).toBe('unauthenticated')
    // usable again: the cells are enabled and empty, nothing is busy
    await waitFor(() => expect(cells().every((c) => !c.disabled && c.value === '')).toBe(true))
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()
    // the same code, submitted again, signs in
    await type(code)
    await waitFor(() => expect(latch.$auth.get().status).toBe('authenticated'))
    expect(state.count('POST', '/api/v1/passwordless/authenticate')).toBe(1)
  }, 30_000)
})
