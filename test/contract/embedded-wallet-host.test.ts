/**
 * The host side of the embedded wallet against the real server, with the real frame program behind a core client
 * (the frame runs in Node: the same messenger and handlers as the frame page, one device store per profile).
 *
 * Automatic recovery on a new device needs a grant for the new device key (`device_register <thumbprint>`): the
 * server refuses with `step_up_required` naming it (a user without MFA), the step-up prompt asks for a code made for
 * it, and the frame registers the same key again; the device is added and signs. The owner lists and revokes the
 * wallet's device keys from the host (a revoke asks for a code too); a revoked profile recovers as a new device.
 */
import { isApiError, isLatchError, type Latch } from '@latch/core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LatchEnv } from '../../core/src/env'
import {
  APP_ID,
  type ContractServer,
  createClient,
  loginByEmail,
  readCode,
  startContractServer,
} from './helpers'
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

/**
 * Runs `call` on `latch` and answers every step-up prompt it raises meanwhile as the person would: the code from the
 * email's outbox. Returns what the call settled with, and the texts of what each prompt approved.
 */
async function approving<T>(latch: Latch, email: string, call: () => Promise<T>) {
  const approved: Array<string | null> = []
  let done = false
  const settled: Promise<{ value?: T; error?: unknown }> = call().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  void settled.finally(() => {
    done = true
  })
  while (!done) {
    if (latch.flows.stepUp.$state.get().step === 'awaiting-code') {
      approved.push(latch.flows.stepUp.$approves.get())
      await latch.flows.stepUp.submitCode(await readCode(server, email))
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return { ...(await settled), approved }
}

describe('automatic recovery on a new device', () => {
  it('a new device: step_up_required goes to the step-up prompt, which says what it approves; the code approves this device key, which is added and signs; no new login', async () => {
    // the wallet is made on a first device (the real frame program)
    const first = await login(server)
    const { address } = await frameDevice(server).wallet.create(first.token)
    expect(await devicesOf(first.userId)).toHaveLength(1)

    // a second browser profile logs in (a later session: the email is older than it) and uses the wallet later on
    server.advance(2)
    const profile = frameHost(server)
    const latch = createClient(server, {
      config: { embeddedWallets: { createOnLogin: 'off', noPromptOnSignature: true } },
      env: { walletFrameHost: profile.host } as Partial<LatchEnv>,
    })
    await loginByEmail(server, latch, first.email)
    expect(latch.flows.embeddedWallet.$wallet.get()?.address).toBe(address)
    server.advance(601)

    const providing = latch.getEmbeddedWalletProvider()
    // the frame's refusal reached the step-up prompt, which names what the code approves; the code goes to the email
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), {
      timeout: 10_000,
    })
    expect(latch.flows.stepUp.$approves.get()).toBe('Enter the code to add this device to your wallet')
    expect(await devicesOf(first.userId)).toHaveLength(1)
    await latch.flows.stepUp.submitCode(await readCode(server, first.email))
    const provider = await providing
    expect(latch.flows.embeddedWallet.$state.get().step).not.toBe('error')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    const message = 'signed on a new device'
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [message, address],
    })) as `0x${string}`
    expect(await verifyMessage({ address: address as `0x${string}`, message, signature })).toBe(true)
    // one key for this profile: the one the refused registration named, registered on the retry
    const devices = await devicesOf(first.userId)
    expect(devices).toHaveLength(2)
    expect(latch.$auth.get().status).toBe('authenticated')
    expect(profile.mounted).toBe(1)
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
    // a later session: the email it signed in with is older than it, so a code to it can vouch for a new device
    server.advance(2)
    await loginByEmail(server, onLaptop, user.email)
    // a new device: a code made for its key (no new login)
    expect(
      (await approving(onLaptop, user.email, () => onLaptop.getEmbeddedWalletProvider())).approved,
    ).toEqual(['Enter the code to add this device to your wallet'])

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
    const revoked = await approving(onPhone, user.email, () => onPhone.revokeWalletDevice(laptopKey))
    expect(revoked.approved).toEqual(['Enter the code to remove a device from your wallet'])
    const left = revoked.value as Awaited<ReturnType<Latch['revokeWalletDevice']>>
    expect(left.map((d) => d.id)).toEqual([phoneKey])
    expect(await onLaptop.listWalletDevices()).toEqual(left)
    // the device list store follows the commands: the list left by the revoke, nothing being revoked
    expect(onPhone.flows.embeddedWallet.$devices.get()).toEqual({
      step: 'ready',
      devices: left,
      revoking: null,
      error: null,
    })

    // a second revoke of the same key: 404 not_found, nothing else changes
    const again = (await approving(onPhone, user.email, () => onPhone.revokeWalletDevice(laptopKey))).error
    expect(isApiError(again) && [again.status, again.code]).toEqual([404, 'not_found'])
    // the refusal is kept beside the list, which stays
    expect(onPhone.flows.embeddedWallet.$devices.get()).toMatchObject({
      step: 'ready',
      devices: left,
      revoking: null,
      error: { code: 'not_found' },
    })
    // bad input never reaches the server
    const before = (await devicesOf(user.userId)).length
    for (const bad of ['', '../../sessions', 'a'.repeat(200)]) {
      const e = await onPhone.revokeWalletDevice(bad).catch((x: unknown) => x)
      expect(isLatchError(e) && e.code).toBe('invalid_input')
    }
    expect((await devicesOf(user.userId)).length).toBe(before)

    // the revoked profile, reloaded (a new client on the same device store), gets no share with its key: it
    // recovers as a new device (a code made for its new key), which registers a new key
    const reloaded = createClient(server, {
      config,
      env: { walletFrameHost: frameHost(server, { devices: laptop.device.store }).host } as Partial<LatchEnv>,
    })
    await loginByEmail(server, reloaded, user.email)
    const recovered = await approving(reloaded, user.email, () => reloaded.getEmbeddedWalletProvider())
    expect(recovered.approved).toEqual(['Enter the code to add this device to your wallet'])
    const provider = recovered.value as Awaited<ReturnType<Latch['getEmbeddedWalletProvider']>>
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    const after = await reloaded.listWalletDevices()
    expect(after).toHaveLength(2)
    expect(after.map((d) => d.id)).not.toContain(laptopKey)
    // signed out, the list is gone from the store
    await onPhone.logout()
    expect(onPhone.flows.embeddedWallet.$devices.get()).toEqual({ step: 'idle' })
    for (const latch of [onPhone, onLaptop, reloaded]) latch.destroy()
  })

  it('without a wallet or a session: coded errors', async () => {
    const latch = createClient(server)
    await latch.ready()
    const signedOut = await latch.listWalletDevices().catch((e: unknown) => e)
    expect(isLatchError(signedOut) && signedOut.code).toBe('must_be_authenticated')
    expect(latch.flows.embeddedWallet.$devices.get()).toMatchObject({
      step: 'error',
      error: { code: 'must_be_authenticated' },
    })
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
