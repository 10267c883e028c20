/**
 * The host side of the embedded wallet against the real server, with the real frame program behind a core client
 * (the frame runs in Node: the same messenger and handlers as the frame page, one device store per profile).
 *
 * Automatic recovery on a new device needs a recent primary login (the server answers `fresh_login_required` past
 * 10 minutes): the host gets a coded error, the modal shows the failure screen with 'Log in again', and after the
 * new login the device is added and signs. The owner lists and revokes the wallet's device keys from the host; a
 * revoked profile recovers as a new device.
 */
import { isApiError, isLatchError } from '@latch/core'
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

describe('device keys from the host', () => {
  it('lists the devices, revokes one (it gets no share and recovers as a new device); bad input is refused before any call', async () => {
    const user = await login(server)
    const phone = frameHost(server)
    const laptop = frameHost(server)
    const config = { embeddedWallets: { createOnLogin: 'off' as const, noPromptOnSignature: true } }
    const onPhone = createClient(server, {
      config,
      env: { walletFrameHost: phone.host } as Partial<LatchEnv>,
    })
    await loginByEmail(server, onPhone, user.email)
    const { address } = await onPhone.createWallet()
    const [phoneKey] = (await onPhone.listWalletDevices()).map((d) => d.id)
    const onLaptop = createClient(server, {
      config,
      env: { walletFrameHost: laptop.host } as Partial<LatchEnv>,
    })
    await loginByEmail(server, onLaptop, user.email)
    await onLaptop.getEmbeddedWalletProvider()

    const devices = await onPhone.listWalletDevices()
    expect(devices).toHaveLength(2)
    const stored = await devicesOf(user.userId)
    expect(devices.map((d) => d.id)).toEqual(stored.map((d) => d.id))
    expect(devices.map((d) => d.thumbprint)).toEqual(stored.map((d) => d.thumbprint))
    expect(devices.every((d) => typeof d.createdAt === 'number')).toBe(true)
    // the phone revokes the laptop's key (the other one: keys made in the same second are listed in id order, so
    // the position says nothing)
    const laptopKey = devices.find((d) => d.id !== phoneKey)?.id as string
    expect(laptopKey).toBeTypeOf('string')
    const left = await onPhone.revokeWalletDevice(laptopKey)
    expect(left.map((d) => d.id)).toEqual([phoneKey])
    expect(await onLaptop.listWalletDevices()).toEqual(left)

    // a second revoke of the same key: 404 not_found, nothing else changes
    const again = await onPhone.revokeWalletDevice(laptopKey).catch((e: unknown) => e)
    expect(isApiError(again) && [again.status, again.code]).toEqual([404, 'not_found'])
    // bad input never reaches the server
    const before = (await devicesOf(user.userId)).length
    for (const bad of ['', '../../sessions', 'a'.repeat(200)]) {
      const e = await onPhone.revokeWalletDevice(bad).catch((x: unknown) => x)
      expect(isLatchError(e) && e.code).toBe('invalid_input')
    }
    expect((await devicesOf(user.userId)).length).toBe(before)

    // the revoked profile, reloaded (a new client on the same device store), gets no share with its key: it
    // recovers as a new device (fresh login), which registers a new key
    const reloaded = createClient(server, {
      config,
      env: { walletFrameHost: frameHost(server, { devices: laptop.device.store }).host } as Partial<LatchEnv>,
    })
    await loginByEmail(server, reloaded, user.email)
    const provider = await reloaded.getEmbeddedWalletProvider()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    const after = await reloaded.listWalletDevices()
    expect(after).toHaveLength(2)
    expect(after.map((d) => d.id)).not.toContain(laptopKey)
    for (const latch of [onPhone, onLaptop, reloaded]) latch.destroy()
  })

  it('without a wallet or a session: coded errors', async () => {
    const latch = createClient(server)
    await latch.ready()
    const signedOut = await latch.listWalletDevices().catch((e: unknown) => e)
    expect(isLatchError(signedOut) && signedOut.code).toBe('must_be_authenticated')
    const user = await login(server)
    await loginByEmail(server, latch, user.email)
    const none = await latch.listWalletDevices().catch((e: unknown) => e)
    expect(isLatchError(none) && [none.code, none.message]).toEqual([
      'unknown_embedded_wallet_error',
      'This user has no embedded wallet.',
    ])
    latch.destroy()
  })
})
