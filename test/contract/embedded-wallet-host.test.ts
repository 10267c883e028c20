/**
 * The host side of the embedded wallet against the real server, with the real frame program behind a core client
 * (the frame runs in Node: the same messenger and handlers as the frame page, one device store per profile).
 *
 * Automatic recovery on a new device needs a recent primary login (the server answers `fresh_login_required` past
 * 10 minutes): the host gets a coded error, the modal shows the failure screen with 'Log in again', and after the
 * new login the device is added and signs.
 */
import { isLatchError } from '@latch/core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LatchEnv } from '../../core/src/env'
import { APP_ID, type ContractServer, createClient, loginByEmail, startContractServer } from './helpers'
import { frameDevice, frameHost, login } from './wallet-frame'

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(async () => {
  await server?.close()
})

const devicesOf = async (userId: string) =>
  (await server.server.deps.storage.listWalletDevices(APP_ID, userId)).filter((d) => d.revokedAt === null)

describe('automatic recovery on a new device', () => {
  it('a stale login: fresh_login_required reaches the host coded, the screen offers a new login, then the device is added and signs', async () => {
    // the wallet is made on a first device (the real frame program)
    const first = await login(server)
    const { address } = await frameDevice(server).wallet.create(first.token)
    expect(await devicesOf(first.userId)).toHaveLength(1)

    // a second browser profile logs in, but uses the wallet only 10 minutes later
    const profile = frameHost(server)
    const latch = createClient(server, {
      config: { embeddedWallets: { createOnLogin: 'off', noPromptOnSignature: true } },
      env: { walletFrameHost: profile.host } as Partial<LatchEnv>,
    })
    await loginByEmail(server, latch, first.email)
    expect(latch.flows.embeddedWallet.$wallet.get()?.address).toBe(address)
    server.advance(601)

    const error = await latch.getEmbeddedWalletProvider().then(
      () => null,
      (e: unknown) => e,
    )
    expect(isLatchError(error) && error.code).toBe('fresh_login_required')
    expect((error as Error).message).toBe(
      'For your security, your wallet can be set up on a new device only right after you log in.',
    )
    expect(latch.flows.embeddedWallet.$state.get()).toMatchObject({
      step: 'error',
      phase: 'connect',
      action: 'login-again',
      title: 'Log in again to use your wallet',
    })
    // the silent connection opened the modal on the failure screen; nothing was registered for this profile
    expect(latch.$modal.get()).toMatchObject({ open: true, screen: 'EMBEDDED_WALLET_CONNECTING_SCREEN' })
    expect(await devicesOf(first.userId)).toHaveLength(1)
    expect(profile.mounted).toBe(1)

    // 'Log in again': signed out, the modal shows the login screen
    await latch.flows.embeddedWallet.loginAgain()
    expect(latch.$auth.get().status).toBe('unauthenticated')
    expect(latch.flows.embeddedWallet.$state.get()).toEqual({ step: 'idle' })
    expect(latch.$modal.get()).toMatchObject({ open: true, screen: 'LANDING' })

    // the new login is fresh: this profile recovers, registers its device key and signs
    await loginByEmail(server, latch, first.email)
    const provider = await latch.getEmbeddedWalletProvider()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    const message = 'signed after logging in again'
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [message, address],
    })) as `0x${string}`
    expect(await verifyMessage({ address: address as `0x${string}`, message, signature })).toBe(true)
    expect(await devicesOf(first.userId)).toHaveLength(2)
    latch.destroy()
  })

  it('loginAgain does nothing unless the failure asked for it', async () => {
    const latch = createClient(server)
    const user = await login(server)
    await loginByEmail(server, latch, user.email)
    await latch.flows.embeddedWallet.loginAgain()
    expect(latch.$auth.get().status).toBe('authenticated')
    latch.destroy()
  })
})
