import { describe, expect, it } from 'vitest'
import { messages } from '../messages'
import type { User } from '../user/types'
import type { RouteContext, RoutedFlow, RoutedState } from './routes'
import { routeFor } from './routes'

const user = { id: 'u1', linkedAccounts: [], mfaMethods: [] } as unknown as User
const context = (createOnLogin: 'off' | 'all-users' = 'off'): RouteContext => ({
  config: { embeddedWallets: { createOnLogin } } as RouteContext['config'],
  appConfig: null,
  messages,
})

const cases: Array<[string, RoutedFlow, RoutedState, RoutedState, ReturnType<typeof routeFor>]> = [
  [
    'email code sent: the code screen (only in an open modal)',
    'email',
    { step: 'submitting', email: 'a@b.co' },
    { step: 'awaiting-code', email: 'a@b.co' },
    {
      kind: 'navigate',
      entry: { screen: 'AWAITING_PASSWORDLESS_CODE', data: { channel: 'email', recipient: 'a@b.co' } },
      onlyIfOpen: true,
    },
  ],
  [
    'SMS code sent: the code screen with the E.164 number',
    'sms',
    { step: 'submitting', phoneNumber: '+14155552671' },
    { step: 'awaiting-code', phoneNumber: '+14155552671' },
    {
      kind: 'navigate',
      entry: { screen: 'AWAITING_PASSWORDLESS_CODE', data: { channel: 'sms', recipient: '+14155552671' } },
      onlyIfOpen: true,
    },
  ],
  [
    'a resend (awaiting-code to awaiting-code) stays',
    'email',
    { step: 'awaiting-code' },
    { step: 'awaiting-code', email: 'a@b.co' },
    null,
  ],
  [
    'allowlist refusal: the rejection screen with the default texts',
    'email',
    { step: 'verifying' },
    { step: 'error', reason: 'allowlist' },
    {
      kind: 'navigate',
      entry: {
        screen: 'ALLOWLIST_REJECTION_SCREEN',
        data: {
          title: messages['allowlist.title'],
          detail: messages['allowlist.detail'],
          ctaText: messages['allowlist.cta'],
          ctaLink: null,
        },
      },
      onlyIfOpen: false,
    },
  ],
  ['another error stays on its screen', 'sms', { step: 'verifying' }, { step: 'error' }, null],
  [
    'login done: close after the success delay',
    'email',
    { step: 'verifying' },
    { step: 'done', mode: 'login', user },
    { kind: 'afterLogin', createWallet: false },
  ],
  [
    'OAuth redirect: the waiting screen, only when the modal is open',
    'oauth',
    { step: 'idle' },
    { step: 'redirecting', provider: 'google' },
    {
      kind: 'navigate',
      entry: { screen: 'AWAITING_OAUTH_SCREEN', data: { provider: 'google' } },
      onlyIfOpen: true,
    },
  ],
  [
    'OAuth return: the waiting screen, opening the modal',
    'oauth',
    { step: 'idle' },
    { step: 'authenticating', provider: 'github' },
    {
      kind: 'navigate',
      entry: { screen: 'AWAITING_OAUTH_SCREEN', data: { provider: 'github' } },
      onlyIfOpen: false,
    },
  ],
  [
    'OAuth link done: close (no wallet)',
    'oauth',
    { step: 'authenticating' },
    { step: 'done', mode: 'link', user },
    { kind: 'afterLogin', createWallet: false },
  ],
  [
    'link an email: LINK_EMAIL_SCREEN',
    'link',
    { step: 'idle' },
    { step: 'linking', target: 'email' },
    { kind: 'navigate', entry: { screen: 'LINK_EMAIL_SCREEN', data: null }, onlyIfOpen: false },
  ],
  [
    'link a phone: LINK_PHONE_SCREEN',
    'link',
    { step: 'idle' },
    { step: 'linking', target: 'phone' },
    { kind: 'navigate', entry: { screen: 'LINK_PHONE_SCREEN', data: null }, onlyIfOpen: false },
  ],
  [
    'link a social account: no screen (the page leaves)',
    'link',
    { step: 'idle' },
    { step: 'linking', target: 'google' },
    null,
  ],
  ['unlink done: no screen', 'link', { step: 'unlinking' }, { step: 'done', user }, null],
]

describe('modal router', () => {
  it.each(cases)('%s', (_title, flow, prev, next, expected) => {
    expect(routeFor(flow, prev, next, context())).toEqual(expected)
  })

  it('login done with createOnLogin for a user without a wallet: go on to wallet creation', () => {
    expect(
      routeFor('sms', { step: 'verifying' }, { step: 'done', mode: 'login', user }, context('all-users')),
    ).toEqual({
      kind: 'afterLogin',
      createWallet: true,
    })
  })
})
