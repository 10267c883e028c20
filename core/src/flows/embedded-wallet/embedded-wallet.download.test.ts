// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createManualClock, settle } from '../../../../test/fixtures/core/harness'
import { createFakeWalletWorld } from '../../../../test/fixtures/core/wallet-world'
import { createLoginHandlers } from '../../../../test/fixtures/msw/login.handlers'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { createSessionHandlers } from '../../../../test/fixtures/msw/session.handlers'
import { createFakeState } from '../../../../test/fixtures/msw/state'
import { createTestEnv } from '../../../../test/fixtures/msw/test-env'
import { createLatch } from '../../latch'

const server = useMswServer(createMswServer())

afterEach(() => {
  vi.restoreAllMocks()
})

describe('recovery file download', () => {
  it("downloads '{app}-privy-wallet-recovery.txt' with the password; the link and its URL go after 5000 ms", async () => {
    const clock = createManualClock()
    const state = await createFakeState({ now: () => clock.now() })
    state.appConfig = { ...state.appConfig, name: 'Acme App' }
    const { handlers } = createLoginHandlers(state)
    server.use(...createSessionHandlers(state), ...handlers)
    const world = createFakeWalletWorld(state)
    const env = { ...createTestEnv({ clock }), walletFrameHost: world.device() }
    const latch = createLatch({
      appId: state.appId,
      apiUrl: state.apiUrl,
      env,
      config: { embeddedWallets: { createOnLogin: 'off' } },
    })
    const ready = latch.ready()
    await settle()
    await ready
    await latch.initLoginWithEmail('ada@example.com')
    await latch.loginWithCode('123456')
    const creating = latch.createWallet()
    for (let i = 0; i < 100 && !latch.flows.embeddedWallet.$wallet.get(); i++) {
      await new Promise((r) => setTimeout(r, 5))
      await clock.advance(50)
    }
    await creating
    await latch.setWalletPassword()
    await latch.flows.embeddedWallet.startPassword()
    const flow = latch.flows.embeddedWallet
    flow.inputPassword('Good-pass.1')
    await flow.nextPasswordStep()

    const blobs: Blob[] = []
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob)
      return 'blob:recovery-1'
    })
    const revokeObjectURL = vi.fn()
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    const clicks: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this)
    })

    await flow.downloadRecoveryFile()
    expect(clicks).toHaveLength(1)
    const link = clicks[0] as HTMLAnchorElement
    expect(link.download).toBe('Acme-App-privy-wallet-recovery.txt')
    expect(link.getAttribute('href')).toBe('blob:recovery-1')
    expect(await (blobs[0] as Blob).text()).toContain('Good-pass.1')
    expect(document.body.contains(link)).toBe(true)
    await clock.advance(4999)
    expect(document.body.contains(link)).toBe(true)
    expect(revokeObjectURL).not.toHaveBeenCalled()
    await clock.advance(1)
    expect(document.body.contains(link)).toBe(false)
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:recovery-1')
    latch.destroy()
  })
})
