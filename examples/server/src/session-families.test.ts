/**
 * Session families under the cap and under lost answers, on both engines: the cap revokes the oldest leaves (never
 * the session just issued, never a parent with live forks), and a fork does not rotate its parent's refresh token,
 * so a fork whose answer was lost costs nothing (no reuse revocation at the next refresh).
 */

import type { ForkResponseJSON, SessionResponseJSON } from '@latch/core/protocol'
import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { ENGINES, testServerOn } from './engines-testing'
import type { TestServer } from './testing'

const fork = async (t: TestServer, refresh_token: string) => {
  const res = await t.post('/api/v1/sessions/fork', { refresh_token })
  expect(res.status).toBe(200)
  return (await res.json()) as ForkResponseJSON
}
const refresh = (t: TestServer, refresh_token: string) => t.post('/api/v1/sessions', { refresh_token })
/** A bearer call that needs a live session (and no grant: a step-up code sent to the user's email). */
const bearerStatus = async (t: TestServer, token: string) =>
  (await t.post('/api/v1/step_up/init', { type: 'email' }, { token })).status
const revokedAt = async (t: TestServer, token: string) =>
  (await t.deps.storage.getSession(decodeJwt(token).sid as string))?.revokedAt ?? null

describe.each(ENGINES)('session families (%s)', { timeout: 60_000 }, (engine) => {
  it('the cap revokes the oldest leaf: 51 forks, the newest works, the oldest fork is revoked, nothing issued is dead', async () => {
    const t = await testServerOn(engine)
    const max = t.deps.config.maxSessionsPerUser
    expect(max).toBe(50)
    const root = await t.loginEmail(`cap-${engine}@example.com`)
    let parentRefresh = root.refresh_token
    const forks: ForkResponseJSON[] = []
    for (let i = 0; i < max + 1; i++) {
      t.advance(1)
      const f = await fork(t, parentRefresh)
      forks.push(f)
      parentRefresh = f.refresh_token
    }
    // root + 51 forks: two over the cap, so the two oldest leaves (forks 1 and 2) are revoked
    const newest = forks[max] as ForkResponseJSON
    expect(await bearerStatus(t, newest.token)).toBe(200)
    const recovered = await t.post('/api/v1/sessions/fork/recover', {
      refresh_token: newest.new_session_refresh_token,
    })
    expect(recovered.status).toBe(200)
    const child = (await recovered.json()) as SessionResponseJSON
    expect(await bearerStatus(t, child.token)).toBe(200)
    expect((await refresh(t, parentRefresh)).status).toBe(200)
    for (const old of forks.slice(0, 2)) {
      const res = await t.post('/api/v1/sessions/fork/recover', {
        refresh_token: old.new_session_refresh_token,
      })
      expect(res.status).toBe(401)
    }
    const third = await t.post('/api/v1/sessions/fork/recover', {
      refresh_token: (forks[2] as ForkResponseJSON).new_session_refresh_token,
    })
    expect(third.status).toBe(200)
    // the root (a parent of live forks) lives on
    expect(await revokedAt(t, root.token)).toBeNull()
    const live = (
      await t.deps.storage.listUserSessions(t.deps.config.apps[0]?.id as string, root.user.id)
    ).filter((s) => s.revokedAt === null)
    expect(live.length).toBe(max)
  })
})

describe.each(ENGINES)('a fork whose answer is lost (%s)', { timeout: 60_000 }, (engine) => {
  it('the parent refreshes 11 s later and a retried fork works: no reuse revocation', async () => {
    const t = await testServerOn(engine)
    const a = await t.loginEmail(`lost-fork-${engine}@example.com`)
    // the fork reaches the server; its answer never reaches the client
    const lost = await t.post('/api/v1/sessions/fork', { refresh_token: a.refresh_token })
    expect(lost.status).toBe(200)
    t.advance(11)
    expect(t.deps.config.refreshReuseGrace).toBeLessThan(11)
    // the client still holds the refresh token it sent: the retry and the next refresh both work
    const retried = await fork(t, a.refresh_token)
    expect(retried.refresh_token).toBe(a.refresh_token)
    expect(await bearerStatus(t, retried.token)).toBe(200)
    const recovered = await t.post('/api/v1/sessions/fork/recover', {
      refresh_token: retried.new_session_refresh_token,
    })
    expect(recovered.status).toBe(200)
    const child = (await recovered.json()) as SessionResponseJSON
    t.advance(11)
    const parent = await refresh(t, a.refresh_token)
    expect(parent.status).toBe(200)
    const next = (await parent.json()) as SessionResponseJSON
    expect(await bearerStatus(t, next.token)).toBe(200)
    expect(await bearerStatus(t, child.token)).toBe(200)
    expect(await revokedAt(t, a.token)).toBeNull()
    const reuse = await t.deps.storage.listSecurityEvents({ type: 'refresh_reuse_detected', limit: 5 })
    expect(reuse).toEqual([])
  })

  it('a fork still follows the reuse rule: a rotated token presented past the grace revokes the family', async () => {
    const t = await testServerOn(engine)
    const a = await t.loginEmail(`fork-reuse-${engine}@example.com`)
    expect((await refresh(t, a.refresh_token)).status).toBe(200)
    t.advance(11)
    expect((await t.post('/api/v1/sessions/fork', { refresh_token: a.refresh_token })).status).toBe(401)
    expect(await revokedAt(t, a.token)).not.toBeNull()
  })
})
