import { describe, expect, it } from 'vitest'
import { messages } from '../../messages'
import type { AnyModalState } from '../../services/modal/modal.types'
import type { RouteContext } from '../../services/router/route.types'
import { routeSign } from './sign.route'
import type { SignState } from './sign.types'

const modal = (open: boolean, screen: string): AnyModalState =>
  ({ step: open ? 'open' : 'closed', open, screen, data: null, landingView: 'default' }) as AnyModalState
const context = (m: AnyModalState): RouteContext => ({
  config: {} as RouteContext['config'],
  appConfig: null,
  messages,
  authenticated: true,
  modal: m,
})
const success: SignState = { step: 'success', view: null }
const idle: SignState = { step: 'idle' }

describe('routeSign', () => {
  it.each<[string, SignState, SignState, AnyModalState, ReturnType<typeof routeSign>]>([
    [
      'after Success, the sign screen closes',
      success,
      idle,
      modal(true, 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN'),
      { kind: 'close' },
    ],
    // the page's next change asked 'Confirm it's you' within the success delay: that prompt stays
    ['a prompt opened over it meanwhile stays open', success, idle, modal(true, 'STEP_UP_SCREEN'), null],
    [
      'a modal already closed stays closed',
      success,
      idle,
      modal(false, 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN'),
      null,
    ],
    [
      'a refusal (ready to idle) closes nothing here',
      { step: 'ready', view: null },
      idle,
      modal(true, 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN'),
      null,
    ],
  ])('%s', (_name, prev, next, m, action) => {
    expect(routeSign(prev, next, context(m))).toEqual(action)
  })
})
