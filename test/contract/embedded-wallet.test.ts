/**
 * The embedded wallet against the real server: the frame's wallet logic (run here in Node with WebCrypto and
 * fetch) creates, connects, recovers and signs through the server's share routes; the routes refuse shares to
 * anyone but a live session of the owner, keep one wallet per user and store the recovery share only encrypted.
 */
import { verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DeviceRecord, deviceRecordKey } from '../../core/src/embedded-wallet/frame/device-store'
import { decryptWithPassword } from '../../core/src/embedded-wallet/frame/recovery-crypto'
import { KEY_MEMORY_TTL_MS } from '../../core/src/embedded-wallet/frame/wallet'
import { WALLET_ALREADY_EXISTS_MESSAGE } from '../../core/src/embedded-wallet/protocol'
import { APP_ID, type ContractServer, decodeClaims, post, startContractServer } from './helpers'
import { approvingFetch, bearerGet, frameDevice, frameError, login as loginOn } from './wallet-frame'

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(async () => {
  await server?.close()
})

const login = (email?: string) => loginOn(server, email)
const device = () => frameDevice(server)
const get = (path: string, token: string, headers: Record<string, string> = {}) =>
  bearerGet(server, path, token, headers)

async function storedWallet(userId: string) {
  return server.server.deps.storage.getEmbeddedWallet(APP_ID, userId)
}

describe('embedded wallet against the server', () => {
  it('creates a wallet (automatic recovery) whose signatures verify; the user shows it as a privy wallet', async () => {
    const user = await login()
    const d = device()
    const { address } = await d.wallet.create(user.token)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const { result } = await d.wallet.rpc(user.token, address, {
      method: 'personal_sign',
      params: ['hello latch', address],
    })
    expect(
      await verifyMessage({
        address: address as `0x${string}`,
        message: 'hello latch',
        signature: result as `0x${string}`,
      }),
    ).toBe(true)

    const typed = {
      domain: { name: 'Latch', version: '1', chainId: 1 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'hi' },
    }
    const signed = await d.wallet.rpc(user.token, address, {
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typed)],
    })
    expect(
      await verifyTypedData({
        address: address as `0x${string}`,
        ...typed,
        signature: signed.result as `0x${string}`,
      }),
    ).toBe(true)

    const me = await post(server, '/api/v1/sessions', { refresh_token: user.refreshToken })
    const wallet = (
      (await me.json()) as { user: { linked_accounts: Array<Record<string, unknown>> } }
    ).user.linked_accounts.find((a) => a.type === 'wallet')
    expect(wallet).toMatchObject({
      address,
      wallet_client_type: 'privy',
      connector_type: 'embedded',
      recovery_method: 'privy',
    })
  })

  it('the auth share is refused to another user, to a revoked session and to the host page origin', async () => {
    const owner = await login()
    const other = await login()
    const d = device()
    const { address } = await d.wallet.create(owner.token)
    const path = `/api/v1/embedded_wallets/${address}/auth_share`

    // the owner's token alone is not enough: only the frame's device key makes the proof
    const bare = await get(path, owner.token)
    expect(bare.status).toBe(401)
    expect(bare.headers.get('cache-control')).toBe('no-store')
    expect(await bare.json()).toEqual({
      error: 'This call needs a proof from a registered device key',
      code: 'missing_device_proof',
    })
    const released = await d.api.authShare(
      owner.token,
      { device: (await d.record(owner.userId, address)) as DeviceRecord },
      address,
      {
        shareVersion: 1,
      },
    )
    expect(released.authShare).toMatch(/^[A-Za-z0-9_-]{44}$/)

    const theirs = await get(path, other.token)
    expect(theirs.status).toBe(404)
    expect(JSON.stringify(await theirs.json())).not.toContain('auth_share')
    expect((await get(`/api/v1/embedded_wallets/${address}/recovery_share`, other.token)).status).toBe(404)

    // a browser call from the host page (another origin than the frame's) is refused even with the owner's token
    const fromHost = await get(path, owner.token, { origin: 'http://127.0.0.1:5173' })
    expect(fromHost.status).toBe(403)

    const logout = await post(server, '/api/v1/sessions/logout', { refresh_token: owner.refreshToken })
    expect(logout.status).toBe(200)
    const revoked = await get(path, owner.token)
    expect(revoked.status).toBe(401)
    // and a frame on the same profile (device key and share) cannot rebuild the key for the revoked session
    const fresh = frameDevice(server, { devices: d.store })
    const e = await frameError(fresh.wallet.connect(owner.token, address))
    expect(e.type).toBe('error')
  })

  it('a second wallet is refused, also when two creations race; nothing is left behind on the device', async () => {
    const user = await login()
    const d = device()
    await d.wallet.create(user.token)
    const again = device()
    const e = await frameError(again.wallet.create(user.token))
    expect(e.message).toBe(WALLET_ALREADY_EXISTS_MESSAGE)
    expect(again.store.size).toBe(0)

    // a script with the token and no frame: no device proof, no wallet signature
    const res = await post(
      server,
      '/api/v1/embedded_wallets',
      {
        address: '0x000000000000000000000000000000000000dEaD',
        auth_share: 'A'.repeat(44),
        recovery_method: 'privy',
        recovery_share: `v1.key.${'A'.repeat(16)}.${'B'.repeat(66)}`,
        signature: `0x${'1'.repeat(130)}`,
      },
      { authorization: `Bearer ${user.token}` },
    )
    expect(res.status).toBe(401)
    expect(((await res.json()) as { code: string }).code).toBe('missing_device_proof')

    // two devices racing for a new user: exactly one wallet on the server, and only the winner keeps a share
    const racer = await login()
    const a = device()
    const b = device()
    const results = await Promise.allSettled([a.wallet.create(racer.token), b.wallet.create(racer.token)])
    const won = results.filter((r) => r.status === 'fulfilled')
    expect(won).toHaveLength(1)
    const stored = await storedWallet(racer.userId)
    const winner = (won[0] as PromiseFulfilledResult<{ address: string }>).value.address
    expect(stored?.address).toBe(winner)
    const loser = results[0]?.status === 'fulfilled' ? b : a
    expect(loser.store.size).toBe(0)
  })

  it('the recovery share is stored only as ciphertext; the auth share is sealed at rest', async () => {
    const user = await login()
    const d = device()
    const { address } = await d.wallet.create(user.token, 'correct-horse1')
    const row = await storedWallet(user.userId)
    expect(row?.recoveryMethod).toBe('user-passcode')
    expect(row?.recoveryShare).toMatch(/^v2\.pbkdf2-sha256\.600000\./)
    // what the frame sent is what is stored; opening it needs the password
    const plain = await decryptWithPassword(row?.recoveryShare as string, 'correct-horse1', address)
    const plainB64 = Buffer.from(plain).toString('base64url')
    const dump = JSON.stringify(row)
    expect(dump).not.toContain(plainB64)
    for (const body of d.sent) expect(body).not.toContain(plainB64)
    const created = JSON.parse(d.sent.find((b) => b.includes('auth_share')) as string) as {
      auth_share: string
    }
    expect(row?.authShare).not.toContain(created.auth_share)
    expect(row?.authShare.startsWith('v1.')).toBe(true)
    // a plaintext share in place of the encrypted one is refused
    const other = await login()
    const res = await post(
      server,
      '/api/v1/embedded_wallets',
      {
        address: '0x000000000000000000000000000000000000bEEF',
        auth_share: 'A'.repeat(44),
        recovery_method: 'user-passcode',
        recovery_share: plainB64,
      },
      { authorization: `Bearer ${other.token}` },
    )
    expect(res.status).toBe(400)
    expect(await storedWallet(other.userId)).toBeNull()
  })

  it('a new device: connect says wallet_not_on_device; recovery by password rebuilds the same address', async () => {
    const user = await login()
    const first = device()
    const { address } = await first.wallet.create(user.token, 'secret-pw1')
    const second = device()
    expect((await frameError(second.wallet.connect(user.token, address))).type).toBe('wallet_not_on_device')
    expect((await frameError(second.wallet.recover(user.token, address, 'wrong-pw1'))).type).toBe(
      'invalid_recovery_pin',
    )
    expect((await frameError(second.wallet.recover(user.token, address))).type).toBe(
      'invalid_request_arguments',
    )
    expect(await second.wallet.recover(user.token, address, 'secret-pw1')).toEqual({ address })
    // the new device keeps a share and signs after a reload (a fresh frame on the same storage)
    const reloaded = frameDevice(server, { devices: second.store }).wallet
    const { result } = await reloaded.rpc(user.token, address, {
      method: 'personal_sign',
      params: ['0x6869'],
    })
    expect(
      await verifyMessage({
        address: address as `0x${string}`,
        message: { raw: '0x6869' },
        signature: result as `0x${string}`,
      }),
    ).toBe(true)
    // the first device still works
    expect(await first.wallet.connect(user.token, address)).toEqual({ address })
  })

  it("automatic ('privy') recovery needs no password; setting a password re-splits and cannot be done twice", async () => {
    const user = await login()
    const first = device()
    const { address } = await first.wallet.create(user.token)
    // another device signs in (a later session) and recovers: a code to the email, made for its device key
    server.advance(2)
    const later = await login(user.email)
    const second = frameDevice(server, { fetch: approvingFetch(server) })
    expect(await second.wallet.recover(later.token, address)).toEqual({ address })

    await first.wallet.setRecoveryPassword(user.token, address, 'new-pass!1')
    const row = await storedWallet(user.userId)
    expect(row?.recoveryMethod).toBe('user-passcode')
    expect(row?.shareVersion).toBe(2)
    expect(await server.server.deps.storage.getPendingShareSet(APP_ID, user.userId)).toBeNull()
    const u = await server.server.deps.storage.getUser(APP_ID, user.userId)
    expect(u?.accounts.find((a) => a.type === 'wallet')?.data.recovery_method).toBe('user-passcode')
    // the device that set it keeps working; the second device's share is of the old set: it recovers, with
    // the password now; a new device too
    expect(await first.wallet.connect(user.token, address)).toEqual({ address })
    expect((await frameError(second.wallet.connect(user.token, address))).type).toBe('wallet_not_on_device')
    expect(await second.wallet.recover(user.token, address, 'new-pass!1')).toEqual({ address })
    const third = device()
    expect((await frameError(third.wallet.recover(user.token, address))).type).toBe(
      'invalid_request_arguments',
    )
    expect(await third.wallet.recover(user.token, address, 'new-pass!1')).toEqual({ address })
    // once set, it cannot be set again
    expect(
      (await frameError(first.wallet.setRecoveryPassword(user.token, address, 'other-pass1'))).type,
    ).toBe('invalid_request_arguments')
  })

  it('a recovery password with forbidden characters is refused before anything is sent', async () => {
    const user = await login()
    const d = device()
    expect((await frameError(d.wallet.create(user.token, 'bad pass'))).type).toBe('invalid_request_arguments')
    expect((await frameError(d.wallet.create(user.token, 'short'))).type).toBe('invalid_request_arguments')
    expect(d.sent).toEqual([])
    expect(await storedWallet(user.userId)).toBeNull()
  })

  it('a tampered device share is a typed error, never a signature from another key', async () => {
    const user = await login()
    const d = device()
    const { address } = await d.wallet.create(user.token)
    const record = await d.record(user.userId, address)
    const share = Buffer.from(record?.share as string, 'base64url')
    share[5] = (share[5] as number) ^ 0xff
    const tampered = device()
    await tampered.store.put(deviceRecordKey(APP_ID, user.userId, address), {
      ...record,
      share: share.toString('base64url'),
    })
    const e = await frameError(
      tampered.wallet.rpc(user.token, address, { method: 'personal_sign', params: ['hi', address] }),
    )
    expect(e).toMatchObject({ type: 'error', message: 'The key shares do not rebuild this wallet' })
  })

  it('a key in frame memory expires: after logout, signing stops once it must fetch the auth share again', async () => {
    const user = await login()
    let clock = Date.now()
    const { wallet } = frameDevice(server, { now: () => clock })
    const { address } = await wallet.create(user.token)
    const sign = () => wallet.rpc(user.token, address, { method: 'personal_sign', params: ['x', address] })
    expect((await post(server, '/api/v1/sessions/logout', { refresh_token: user.refreshToken })).status).toBe(
      200,
    )
    // within the memory lifetime the rebuilt key still signs for the unexpired token
    await expect(sign()).resolves.toMatchObject({ method: 'personal_sign' })
    clock += KEY_MEMORY_TTL_MS + 1
    const e = await frameError(sign())
    expect(e.type).toBe('error')
  })

  it('a token of another app or an expired token is refused by the frame before any share moves', async () => {
    const user = await login()
    const d = device()
    const claims = decodeClaims(user.token)
    expect(claims.aud).toBe(APP_ID)
    const forged = `${user.token.split('.').slice(0, 2).join('.')}.${'A'.repeat(86)}`
    expect((await frameError(d.wallet.create(forged))).type).toBe('error')
    expect(d.sent).toEqual([])
  })

  it('frame pages: strict CSP (allowed origins as frame-ancestors, no inline script), no referrer; the bundle is served', async () => {
    const res = await fetch(`${server.url}/apps/${APP_ID}/embedded-wallets?caid=abc`)
    expect(res.status).toBe(200)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("default-src 'none'")
    expect(csp).toMatch(/frame-ancestors [^;]*http:\/\/127\.0\.0\.1:5173/)
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('*')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    const html = await res.text()
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.[1]).toContain('src="/embedded-wallets/frame.js"')
    expect(scripts[0]?.[2]).toBe('')

    const exportPage = await fetch(`${server.url}/apps/${APP_ID}/embedded-wallets/export?token=x&address=y`)
    expect(exportPage.headers.get('content-security-policy')).toBe(csp)
    expect(exportPage.headers.get('referrer-policy')).toBe('no-referrer')
    expect((await fetch(`${server.url}/apps/nope/embedded-wallets`)).status).toBe(404)

    const js = await fetch(`${server.url}/embedded-wallets/frame.js`)
    expect(js.status).toBe(200)
    expect(js.headers.get('content-type')).toContain('javascript')
    expect((await js.text()).length).toBeGreaterThan(10_000)
  })
})
