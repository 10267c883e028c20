import { describe, expect, it } from 'vitest'
import { LatchError } from '../../errors'
import { messages } from '../../messages'
import type { RouteContext } from '../../services/router/route.types'
import { routePasskey } from './passkey.route'
import { isCeremonyCancelled, isPasskeySupported, passkeyError } from './passkey.rules'
import type { PasskeyState } from './passkey.types'

const credentials = { create: () => null, get: () => null }
class PublicKeyCredential {}

describe('isPasskeySupported', () => {
  it.each([
    ['a WebAuthn browser', { isBrowser: true }, { PublicKeyCredential, navigator: { credentials } }, true],
    ['a browser without PublicKeyCredential', { isBrowser: true }, { navigator: { credentials } }, false],
    [
      'a browser without navigator.credentials',
      { isBrowser: true },
      { PublicKeyCredential, navigator: {} },
      false,
    ],
    ['a server', { isBrowser: false }, { PublicKeyCredential, navigator: { credentials } }, false],
  ])('%s: %s', (_, env, globals, expected) => {
    expect(isPasskeySupported(env, globals)).toBe(expected)
  })

  it("the host's env.webauthn decides when given", () => {
    const webauthn = { supported: () => false } as never
    expect(
      isPasskeySupported({ isBrowser: true, webauthn }, { PublicKeyCredential, navigator: { credentials } }),
    ).toBe(false)
  })
})

describe('passkeyError', () => {
  const dom = (name: string) => new DOMException('browser text', name)
  it.each([
    [
      'NotAllowedError on a login',
      dom('NotAllowedError'),
      'login',
      'passkey_not_allowed',
      messages['passkey.noPasskey'],
    ],
    [
      'NotAllowedError on a link',
      dom('NotAllowedError'),
      'link',
      'passkey_not_allowed',
      messages['passkey.notAllowed'],
    ],
    [
      "simplewebauthn's wrapper of NotAllowedError",
      Object.assign(new Error('x'), {
        name: 'WebAuthnError',
        code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
        cause: dom('NotAllowedError'),
      }),
      'login',
      'passkey_not_allowed',
      messages['passkey.noPasskey'],
    ],
    [
      'InvalidStateError on a link',
      dom('InvalidStateError'),
      'link',
      'passkey_already_registered',
      messages['passkey.alreadyRegistered'],
    ],
    [
      'NotSupportedError',
      dom('NotSupportedError'),
      'login',
      'passkey_unsupported',
      messages['passkey.unsupported'],
    ],
    ['anything else', new TypeError('boom'), 'login', 'passkey_failed', messages['passkey.failed']],
  ] as const)('%s', (_, cause, mode, code, message) => {
    const error = passkeyError(cause, mode, messages)
    expect(error).toMatchObject({ code, message })
    expect(error.cause).toBe(cause)
  })

  it('a server refusal keeps its code and message', () => {
    const refused = new LatchError('passkey_not_found', 'This passkey is not registered with this app.')
    expect(passkeyError(refused, 'login', messages)).toBe(refused)
  })

  it('a cancelled ceremony is told apart (AbortError, or the library abort code)', () => {
    expect(isCeremonyCancelled(dom('AbortError'))).toBe(true)
    expect(isCeremonyCancelled(Object.assign(new Error('x'), { code: 'ERROR_CEREMONY_ABORTED' }))).toBe(true)
    expect(isCeremonyCancelled(dom('NotAllowedError'))).toBe(false)
  })
})

describe('routePasskey', () => {
  const modal = (screen: string) =>
    ({ step: 'open', open: true, screen, data: null, landingView: 'default' }) as RouteContext['modal']
  const context = (screen = 'LANDING') =>
    ({
      config: { embeddedWallets: {} },
      appConfig: null,
      messages,
      authenticated: false,
      modal: modal(screen),
    }) as never
  const idle: PasskeyState = { step: 'idle' }

  it('the browser sheet opening for a login shows the waiting screen, in an open modal only', () => {
    expect(routePasskey(idle, { step: 'awaiting', mode: 'login', conditional: false }, context())).toEqual({
      kind: 'navigate',
      entry: { screen: 'AWAITING_PASSKEY_SCREEN', data: { mode: 'login' } },
      onlyIfOpen: true,
    })
  })

  it("'Continue with a passkey' while a request waits in the autofill shows the waiting screen too", () => {
    const autofill: PasskeyState = { step: 'awaiting', mode: 'login', conditional: true }
    expect(
      routePasskey(autofill, { step: 'awaiting', mode: 'login', conditional: false }, context()),
    ).toEqual({
      kind: 'navigate',
      entry: { screen: 'AWAITING_PASSKEY_SCREEN', data: { mode: 'login' } },
      onlyIfOpen: true,
    })
  })

  it('a request waiting in the autofill, and MFA ceremonies, leave the modal alone', () => {
    expect(routePasskey(idle, { step: 'awaiting', mode: 'login', conditional: true }, context())).toBeNull()
    expect(
      routePasskey(idle, { step: 'awaiting', mode: 'mfa-verify', conditional: false }, context()),
    ).toBeNull()
  })

  it('a cancelled login on the waiting screen goes back to the landing list; elsewhere nothing moves', () => {
    const from: PasskeyState = { step: 'awaiting', mode: 'login', conditional: false }
    expect(
      routePasskey(from, { step: 'cancelled', mode: 'login' }, context('AWAITING_PASSKEY_SCREEN')),
    ).toEqual({
      kind: 'navigate',
      entry: { screen: 'LANDING', data: null },
      onlyIfOpen: true,
    })
    expect(routePasskey(from, { step: 'cancelled', mode: 'login' }, context('LANDING'))).toBeNull()
  })

  it('a failure stays on the waiting screen (it shows the message); an allowlist refusal shows the rejection', () => {
    const error = new LatchError('passkey_not_found', 'x')
    const from: PasskeyState = { step: 'verifying', mode: 'login' }
    expect(routePasskey(from, { step: 'error', mode: 'login', error, message: 'x' }, context())).toBeNull()
    expect(
      routePasskey(
        from,
        { step: 'error', mode: 'login', error, message: 'x', reason: 'allowlist' },
        context(),
      ),
    ).toMatchObject({ kind: 'navigate', entry: { screen: 'ALLOWLIST_REJECTION_SCREEN' } })
  })
})
