/**
 * The embedded wallet under faults, against the real server: a frame that stops between the server storing a new
 * share set and its own store (or its confirm), a creation whose answer is lost or never sent, and wallets made
 * before device keys (their device share in localStorage, a password envelope without a recovery proof). In each
 * case the wallet keeps signing, on this device and on others, and nothing is left half-made.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createMemoryDeviceStore,
  type DeviceRecord,
  pendingCreationKey,
} from '../../core/src/embedded-wallet/frame/device-store'
import { decryptWithPassword } from '../../core/src/embedded-wallet/frame/recovery-crypto'
import { legacyShareKey, type ShareStorage } from '../../core/src/embedded-wallet/frame/wallet'
import { FrameError } from '../../core/src/embedded-wallet/protocol'
import { DEMO_APP_ID, demoAppSeed, startServer } from '../../examples/server/src/index'
import { legacyPasswordEnvelope } from '../fixtures/wallet/legacy-envelope'
import { APP_ID, type ContractServer, RELAXED_LIMITS, startContractServer } from './helpers'
import {
  approvingFetch,
  type CountedDeviceStore,
  frameDevice,
  frameError,
  login as loginOn,
} from './wallet-frame'

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(async () => {
  await server?.close()
})

const login = (email?: string) => loginOn(server, email)
const storage = () => server.server.deps.storage

/** Signs with the frame and checks the signature with viem. */
async function signs(wallet: ReturnType<typeof frameDevice>['wallet'], token: string, address: string) {
  const message = `still mine ${Math.random()}`
  const { result } = await wallet.rpc(token, address, { method: 'personal_sign', params: [message, address] })
  return verifyMessage({ address: address as `0x${string}`, message, signature: result as `0x${string}` })
}

/** A memory device store whose next `put` of a device record can be made to fail (the frame stops). */
function crashableStore() {
  const inner = createMemoryDeviceStore()
  let crashNext = false
  const store: CountedDeviceStore & { crashNextRecordWrite(): void } = {
    get: (key) => inner.get(key),
    put: async (key, value) => {
      if (crashNext && key.startsWith('device:')) {
        crashNext = false
        throw new Error('the frame was closed')
      }
      await inner.put(key, value)
    },
    delete: (key) => inner.delete(key),
    get size() {
      return inner.size
    },
    crashNextRecordWrite: () => {
      crashNext = true
    },
  }
  return store
}

describe('setting a recovery password is atomic (versioned share sets)', () => {
  it('a crash between the server storing the new share set and the frame storing its device share: the wallet still signs on that device and on another', async () => {
    const user = await login()
    const profile = crashableStore()
    const first = frameDevice(server, { devices: profile })
    const { address } = await first.wallet.create(user.token)
    // another device, in a later session: a code made for its key (as the host's prompt asks)
    server.advance(2)
    const later = await login(user.email)
    const second = frameDevice(server, { fetch: approvingFetch(server) })
    expect(await second.wallet.recover(later.token, address)).toEqual({ address })

    profile.crashNextRecordWrite()
    await expect(first.wallet.setRecoveryPassword(user.token, address, 'new-pass!1')).rejects.toThrow(
      'the frame was closed',
    )
    // the server kept the current set and holds the new one beside it
    const row = await storage().getEmbeddedWallet(APP_ID, user.userId)
    expect(row).toMatchObject({ shareVersion: 1, recoveryMethod: 'privy' })
    expect((await storage().getPendingShareSet(APP_ID, user.userId))?.version).toBe(2)

    // the device that stopped, reloaded, signs with its share of the current set; so does the other device
    const reloaded = frameDevice(server, { devices: profile })
    expect(await signs(reloaded.wallet, user.token, address)).toBe(true)
    expect(await signs(frameDevice(server, { devices: second.store }).wallet, user.token, address)).toBe(true)
    // a third device still recovers the wallet as it is (automatic recovery)
    const third = frameDevice(server, { fetch: approvingFetch(server) })
    expect(await third.wallet.recover(later.token, address)).toEqual({ address })

    // trying again works: a newer set replaces the waiting one and becomes current on confirm
    await reloaded.wallet.setRecoveryPassword(user.token, address, 'new-pass!1')
    expect(await storage().getEmbeddedWallet(APP_ID, user.userId)).toMatchObject({
      shareVersion: 3,
      recoveryMethod: 'user-passcode',
    })
    expect(await storage().getPendingShareSet(APP_ID, user.userId)).toBeNull()
    expect(await signs(reloaded.wallet, user.token, address)).toBe(true)
    // the other device's share is of a set that is gone: it recovers (with the password now), then signs
    const other = frameDevice(server, { devices: second.store })
    expect((await frameError(other.wallet.connect(user.token, address))).type).toBe('wallet_not_on_device')
    expect((await frameError(other.wallet.recover(user.token, address))).type).toBe(
      'invalid_request_arguments',
    )
    expect(await other.wallet.recover(user.token, address, 'new-pass!1')).toEqual({ address })
    expect(await signs(other.wallet, user.token, address)).toBe(true)
    // recovering did not need a new device key: the device stays the same one
    expect((await storage().listWalletDevices(APP_ID, user.userId)).length).toBe(3)
  })

  it('a crash after the frame stored its new share but before its confirm: that device confirms on its next unlock; another recovers with the password', async () => {
    const user = await login()
    let dropConfirm = true
    const lossy: typeof fetch = async (input, init) => {
      if (dropConfirm && String(input).includes('/confirm')) {
        dropConfirm = false
        throw new TypeError('fetch failed')
      }
      return fetch(input, init)
    }
    const profile = createMemoryDeviceStore()
    const first = frameDevice(server, { devices: profile, fetch: lossy })
    const { address } = await first.wallet.create(user.token)
    server.advance(2)
    const later = await login(user.email)
    const second = frameDevice(server, { fetch: approvingFetch(server) })
    await second.wallet.recover(later.token, address)

    expect(
      (await frameError(first.wallet.setRecoveryPassword(user.token, address, 'Str0ng-pass!'))).type,
    ).toBe('error')
    expect((await first.record(user.userId, address))?.shareVersion).toBe(2)
    expect((await storage().getEmbeddedWallet(APP_ID, user.userId))?.shareVersion).toBe(1)

    const reloaded = frameDevice(server, { devices: profile })
    expect(await signs(reloaded.wallet, user.token, address)).toBe(true)
    expect(await storage().getEmbeddedWallet(APP_ID, user.userId)).toMatchObject({
      shareVersion: 2,
      recoveryMethod: 'user-passcode',
    })
    const other = frameDevice(server, { devices: second.store })
    expect(
      (await frameError(other.wallet.rpc(user.token, address, { method: 'personal_sign', params: ['x'] })))
        .type,
    ).toBe('wallet_not_on_device')
    expect(await other.wallet.recover(user.token, address, 'Str0ng-pass!')).toEqual({ address })
    expect(await signs(other.wallet, user.token, address)).toBe(true)
  })
})

describe('wallet creation under faults', () => {
  it('a creation whose answer is lost (timeout) releases the guard, and a retry finishes it instead of meeting "already exists"', async () => {
    const user = await login()
    let slow = true
    const laggy: typeof fetch = async (input, init) => {
      const target = new URL(String(input))
      if (slow && init?.method === 'POST' && target.pathname === '/api/v1/embedded_wallets') {
        slow = false
        // the server gets it and stores the wallet; the answer arrives after the frame gave up
        const res = await fetch(input, { ...init, signal: undefined })
        await new Promise((_, reject) => {
          const signal = init.signal as AbortSignal
          if (signal.aborted) reject(signal.reason)
          signal.addEventListener('abort', () => reject(signal.reason))
        })
        return res
      }
      return fetch(input, init)
    }
    const d = frameDevice(server, { fetch: laggy, timeoutMs: 1500 })
    const e = await frameError(d.wallet.create(user.token))
    expect(e).toMatchObject({ type: 'error', message: 'Request timed out' })
    const stored = await storage().getEmbeddedWallet(APP_ID, user.userId)
    expect(stored).not.toBeNull()
    const { address } = await d.wallet.create(user.token)
    expect(address).toBe(stored?.address)
    expect(await d.store.get(pendingCreationKey(APP_ID, user.userId))).toBeUndefined()
    expect(await signs(d.wallet, user.token, address)).toBe(true)
  })

  it('a creation that never reached the server is made again; one refused by the server leaves nothing', async () => {
    const user = await login()
    let fail = true
    const offline: typeof fetch = async (input, init) => {
      if (fail && init?.method === 'POST' && new URL(String(input)).pathname === '/api/v1/embedded_wallets') {
        fail = false
        throw new TypeError('fetch failed')
      }
      return fetch(input, init)
    }
    const d = frameDevice(server, { fetch: offline })
    expect((await frameError(d.wallet.create(user.token))).type).toBe('error')
    expect(await storage().getEmbeddedWallet(APP_ID, user.userId)).toBeNull()
    const { address } = await d.wallet.create(user.token)
    expect((await storage().getEmbeddedWallet(APP_ID, user.userId))?.address).toBe(address)
    expect(d.store.size).toBe(1)
    expect(await signs(d.wallet, user.token, address)).toBe(true)
    // another profile of the same user: refused, and nothing of it stays
    const again = frameDevice(server)
    expect((await frameError(again.wallet.create(user.token))).message).toBe(
      'User already has an embedded wallet.',
    )
    expect(again.store.size).toBe(0)
  })
})

describe('wallets made before device keys', () => {
  it('a device share in localStorage moves under a new device key after a fresh login', async () => {
    const user = await login()
    const d = frameDevice(server)
    const { address } = await d.wallet.create(user.token)
    const share = ((await d.record(user.userId, address)) as DeviceRecord).share as string
    // as the migration leaves it: no device key on the server, the share where older frames kept it
    for (const device of await storage().listWalletDevices(APP_ID, user.userId)) {
      await storage().revokeWalletDevice(APP_ID, user.userId, device.id, Math.floor(Date.now() / 1000))
    }
    const local = new Map([[legacyShareKey(APP_ID, user.userId, address), share]])
    const legacyShares: ShareStorage = {
      getItem: (k) => local.get(k) ?? null,
      setItem: (k, v) => void local.set(k, v),
      removeItem: (k) => void local.delete(k),
    }
    server.advance(601)
    // a new device key needs a grant for it: in the session that made the wallet nothing older vouches
    const old = frameDevice(server, { legacyShares, fetch: approvingFetch(server) })
    await expect(old.wallet.connect(user.token, address)).rejects.toBeInstanceOf(FrameError)
    expect(local.size).toBe(1)
    expect(await storage().listWalletDevices(APP_ID, user.userId)).toEqual([])
    // a later login: a code to the email, made for the frame's new key
    const fresh = await login(user.email)
    expect(await old.wallet.connect(fresh.token, address)).toEqual({ address })
    expect(local.size).toBe(0)
    expect(await signs(old.wallet, fresh.token, address)).toBe(true)
    expect((await storage().listWalletDevices(APP_ID, user.userId)).length).toBe(1)
  })

  it('a password wallet without a recovery proof: recovered with the password, it registers its proof with the wallet key', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'latch-legacy-'))
    // the server's clock, moved on before the later session: a code vouches for a new device only when its method
    // was verified before the session began (whole seconds), which in real time may be the same second
    let offset = 0
    const options = {
      devMode: true,
      devOidc: false,
      dataDir,
      apps: [demoAppSeed()],
      rateLimits: RELAXED_LIMITS,
      log: () => {},
      now: () => Date.now() + offset,
    }
    let running = await startServer(options)
    const asContract = (): ContractServer => ({ ...running, advance: () => {} })
    try {
      const user = await loginOn(asContract())
      const { address } = await frameDevice(asContract()).wallet.create(user.token, 'Str0ng-pass!')
      await running.close()
      // rewrite it as a wallet from before: a v1 envelope (PBKDF2 output as the AES key), no proof, no devices
      const db = new Database(join(dataDir, 'latch.sqlite'))
      const row = db
        .prepare('SELECT recovery_share FROM embedded_wallets WHERE user_id = ?')
        .get(user.userId) as {
        recovery_share: string
      }
      const plain = await decryptWithPassword(row.recovery_share, 'Str0ng-pass!', address)
      db.prepare(
        'UPDATE embedded_wallets SET recovery_share = ?, recovery_address = NULL WHERE user_id = ? AND app_id = ?',
      ).run(await legacyPasswordEnvelope(plain, 'Str0ng-pass!', address), user.userId, DEMO_APP_ID)
      db.prepare('DELETE FROM wallet_devices WHERE user_id = ?').run(user.userId)
      db.close()
      running = await startServer(options)

      // no recovery proof yet: the new device key needs a grant for it (a code to the email, in a later session)
      const newDevice = frameDevice(asContract(), { fetch: approvingFetch(asContract()) })
      offset += 2000
      const fresh = await loginOn(asContract(), user.email)
      expect(await newDevice.wallet.recover(fresh.token, address, 'Str0ng-pass!')).toEqual({ address })
      const upgraded = await running.server.deps.storage.getEmbeddedWallet(APP_ID, user.userId)
      expect(upgraded?.recoveryAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
      // from now on a new device proves the password to the server: a wrong one is refused before any share moves
      const third = frameDevice(asContract())
      expect((await frameError(third.wallet.recover(fresh.token, address, 'Wrong-pass!'))).type).toBe(
        'invalid_recovery_pin',
      )
      expect(third.sent.some((b) => b.includes('recovery_share'))).toBe(false)
      expect(await third.wallet.recover(fresh.token, address, 'Str0ng-pass!')).toEqual({ address })
    } finally {
      await running.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
