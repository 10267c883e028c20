import { decodeJwt } from 'jose'
import { toHex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../../../test/fixtures/core/harness'
import { createFakeWalletWorld } from '../../../../test/fixtures/core/wallet-world'
import { createLoginHandlers } from '../../../../test/fixtures/msw/login.handlers'
import { createMfaHandlers } from '../../../../test/fixtures/msw/mfa.handlers'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { createSessionHandlers } from '../../../../test/fixtures/msw/session.handlers'
import { createFakeState } from '../../../../test/fixtures/msw/state'
import { createTestEnv } from '../../../../test/fixtures/msw/test-env'
import type { FrameHost, HostMessageEvent } from '../../embedded-wallet/proxy'
import { createLatch } from '../../latch'

const server = useMswServer(createMswServer())
const GATED = new Set(['privy:wallet:connect', 'privy:wallet:recover', 'privy:wallet:rpc'])

/**
 * A frame host whose frame needs the server's auth share for connect, recover and rpc: like the real frame, it
 * answers 'missing_or_invalid_mfa' while the server would refuse the share to the caller's session.
 */
function mfaGate(inner: FrameHost, fresh: (userId: string) => boolean): FrameHost & { refused: string[] } {
  const listeners = new Set<(event: HostMessageEvent) => void>()
  let innerWindow: unknown = null
  const outer = { postMessage: (_m: unknown, _o: string) => {} }
  const host = {
    refused: [] as string[],
    mount(url: string) {
      const handle = inner.mount(url)
      innerWindow = handle.window
      outer.postMessage = (message, origin) => {
        const msg = message as { id: string; event: string; data: { accessToken?: string } }
        const userId = msg.data?.accessToken ? String(decodeJwt(msg.data.accessToken).sub) : ''
        if (GATED.has(msg.event) && !fresh(userId)) {
          host.refused.push(msg.event)
          const error = { type: 'missing_or_invalid_mfa', message: 'MFA verification failed, retry.' }
          queueMicrotask(() => {
            for (const l of listeners)
              l({ data: { id: msg.id, event: msg.event, error }, origin, source: outer })
          })
          return
        }
        handle.window?.postMessage(message, origin)
      }
      return { window: outer, destroy: handle.destroy }
    },
    listen(listener: (event: HostMessageEvent) => void) {
      listeners.add(listener)
      // the inner frame's replies come from the window the proxy mounted (this one)
      const off = inner.listen((e) => listener(e.source === innerWindow ? { ...e, source: outer } : e))
      return () => {
        listeners.delete(listener)
        off()
      }
    },
  }
  return host
}

async function setup() {
  const clock = createManualClock()
  const state = await createFakeState({ now: () => clock.now() })
  state.appConfig = { ...state.appConfig, mfa_methods: ['totp'] }
  const { handlers } = createLoginHandlers(state)
  const { handlers: mfaHandlers, mfa } = createMfaHandlers(state)
  server.use(...createSessionHandlers(state), ...handlers, ...mfaHandlers)
  const world = createFakeWalletWorld(state)
  const fresh = (userId: string) => {
    const at = mfa.verifiedAt.get(userId)
    const enrolled = (state.users.get(userId)?.mfa_methods.length ?? 0) > 0
    return !enrolled || (at !== undefined && clock.now() - at <= mfa.freshMs)
  }
  const host = mfaGate(world.device(), fresh)
  const latch = createLatch({
    appId: state.appId,
    apiUrl: state.apiUrl,
    env: { ...createTestEnv({ clock }), walletFrameHost: host } as never,
    config: { embeddedWallets: { createOnLogin: 'off' }, mfa: { noPromptOnMfaRequired: false } },
  })
  await latch.ready()
  await latch.initLoginWithEmail('ada@example.com')
  await latch.loginWithCode('123456')
  /** Real time for msw and the fake frame, the manual clock for the client's timers. */
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 300 && !done(); i++) {
      await new Promise((resolve) => setTimeout(resolve, 5))
      await clock.advance(10)
    }
    expect(done()).toBe(true)
  }
  const drive = async <T>(promise: Promise<T>): Promise<T> => {
    let settled = false
    promise.then(
      () => (settled = true),
      () => (settled = true),
    )
    await until(() => settled)
    return promise
  }
  return { latch, clock, mfa, host, until, drive }
}

describe('MFA guard on the embedded wallet frame calls', () => {
  it("a stale session's personal_sign is refused by the frame, the prompt asks for a code, and it signs", async () => {
    const s = await setup()
    const wallet = await s.drive(s.latch.createWallet())
    await s.drive(s.latch.initEnrollmentWithTotp())
    await s.drive(s.latch.submitEnrollmentWithTotp({ mfaCode: s.mfa.totpCode }))
    const provider = await s.drive(s.latch.getEmbeddedWalletProvider())
    await s.clock.advance(600_001)
    const message = toHex('guarded hello')
    const signing = provider.request({ method: 'personal_sign', params: [message, wallet.address] })
    // the provider asks the person first (the sign screen), then the frame asks for a fresh verification
    await s.until(() => s.latch.flows.sign.$state.get().step === 'ready')
    void s.latch.flows.sign.confirm()
    await s.until(() => s.latch.flows.mfa.$verification.get().step === 'awaiting-code')
    expect(s.host.refused).toEqual(['privy:wallet:rpc'])
    expect(s.latch.$modal.get()).toMatchObject({ open: true, screen: 'MFA_ENROLLMENT_FLOW_SCREEN' })
    await s.latch.submitMfaVerification({ mfaCode: s.mfa.totpCode })
    const signature = (await s.drive(signing)) as `0x${string}`
    expect(await verifyMessage({ address: wallet.address, message: { raw: message }, signature })).toBe(true)
    // back on the sign screen: 'Success', then it closes
    expect(s.latch.$modal.get()).toMatchObject({ open: true, screen: 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN' })
    expect(s.latch.flows.sign.$state.get().step).toBe('success')
    await s.clock.advance(1400)
    await s.until(() => !s.latch.$modal.get().open)
  })

  it('key export asks for a fresh verification first, even right after one', async () => {
    const s = await setup()
    await s.drive(s.latch.createWallet())
    await s.drive(s.latch.initEnrollmentWithTotp())
    await s.drive(s.latch.submitEnrollmentWithTotp({ mfaCode: s.mfa.totpCode }))
    const verifies = s.mfa.verifyCodes.length
    const exporting = s.latch.exportWallet()
    await s.until(() => s.latch.$request.get().step === 'pending')
    expect(s.latch.flows.embeddedWallet.$state.get().step).not.toBe('exporting')
    await s.latch.submitMfaVerification({ mfaCode: s.mfa.totpCode })
    await s.drive(exporting)
    expect(s.mfa.verifyCodes.length).toBe(verifies + 1)
    expect(s.latch.flows.embeddedWallet.$state.get().step).toBe('exporting')
  })
})
