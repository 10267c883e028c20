import { describe, expect, it, vi } from 'vitest'
import { createHarness } from '../../../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { LatchError } from '../../errors'
import { createFlows } from '../../flows/create-flows'
import { linkModule } from '../../flows/link/link.flow'
import { getLatchContext } from '../../latch'
import { createLinkChannels, linkChannelKind, linkOutcomeOf } from './link-channels.service'

const server = useMswServer(createMswServer())

describe('the link channels', () => {
  it('find the channel of a target by its kind; a removal takes out only its own channel', async () => {
    const channels = createLinkChannels()
    const start = vi.fn(() => Promise.resolve())
    const remove = channels.provide('oauth', { start })
    expect(channels.channelOf('email')).toBeNull()
    await channels.channelOf('github')?.start('github')
    expect(start).toHaveBeenCalledWith('github')
    expect(channels.channelOf('google')).toBe(channels.channelOf('github'))
    const replacement = { start: () => Promise.resolve() }
    channels.provide('oauth', replacement)
    remove()
    expect(channels.channelOf('github')).toBe(replacement)
    expect([linkChannelKind('email'), linkChannelKind('phone'), linkChannelKind('apple')]).toEqual([
      'email',
      'phone',
      'oauth',
    ])
  })

  it('tell every listener how a link ended, until it stops listening', () => {
    const channels = createLinkChannels()
    const heard: string[] = []
    const stop = channels.onEnd((target, outcome) => heard.push(`${target}:${outcome.step}`))
    const error = new LatchError(
      'linked_to_another_user',
      'This account has already been linked to another user.',
    )
    channels.end('phone', { step: 'error', error, message: error.message })
    stop()
    channels.end('email', { step: 'error', error, message: error.message })
    expect(heard).toEqual(['phone:error'])
  })

  it("read a link's end off a flow state: only the link mode's 'done' and 'error'", () => {
    const error = new LatchError('invalid_credentials', 'Invalid code')
    expect(linkOutcomeOf({ step: 'done', mode: 'login', user: undefined })).toBeNull()
    expect(linkOutcomeOf({ step: 'error', mode: 'login', error, message: 'Wrong code' })).toBeNull()
    expect(linkOutcomeOf({ step: 'verifying', mode: 'link' })).toBeNull()
    expect(linkOutcomeOf({ step: 'error', mode: 'link', error, message: 'Wrong code' })).toEqual({
      step: 'error',
      error,
      message: 'Wrong code',
    })
    expect(linkOutcomeOf({ step: 'error', mode: 'link', error })).toMatchObject({ message: 'Invalid code' })
  })

  it('a client whose module list has no email flow refuses linkEmail with invalid_flow_order, not a half-started link', async () => {
    const h = await createHarness(server, { appConfig: { sms_auth: true } })
    await h.latch.initLoginWithSms('2133734253')
    await h.latch.loginWithCode('123456')
    const created = createFlows(getLatchContext(h.latch), [linkModule])
    try {
      expect(() => created.commands.linkEmail()).toThrow(
        expect.objectContaining({ code: 'invalid_flow_order' }),
      )
      expect(created.flows.link.$state.get()).toMatchObject({ step: 'error', target: 'email' })
      expect(created.context.modal.$state.get().open).toBe(false)
    } finally {
      created.dispose()
    }
  })
})
