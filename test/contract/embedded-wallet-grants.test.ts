/**
 * What the wallet frame tells the real server a share release is for, and how it keeps a refused device
 * registration's key: a signature's release names its request (`purpose=sign&request=<hash>`, the hash recomputed
 * here with node:crypto), an export `purpose=export`, a recovery password `purpose=recovery_password`; a new device
 * whose registration the server refused until the person verifies registers again with the same key (the one the
 * grant names).
 */
import { createHash } from 'node:crypto'
import { calculateJwkThumbprint, decodeProtectedHeader, type JWK } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signRequestHash } from '../../core/src/embedded-wallet/frame/request-hash'
import { APP_ID, type ContractServer, post, readCode, startContractServer } from './helpers'
import { frameDevice, frameError, login as loginOn } from './wallet-frame'

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(async () => {
  await server?.close()
})

const login = (email?: string) => loginOn(server, email)

/** The query of every share release a device sent. */
const releases = (proofs: Array<{ url: string }>) =>
  proofs
    .map((p) => new URL(p.url))
    .filter((u) => u.pathname.endsWith('/auth_share'))
    .map((u) => Object.fromEntries(u.searchParams))

/** The thumbprints of the device keys that signed each registration. */
const registrations = (proofs: Array<{ url: string; dpop: string }>) =>
  Promise.all(
    proofs
      .filter((p) => new URL(p.url).pathname.endsWith('/devices'))
      .map((p) => calculateJwkThumbprint(decodeProtectedHeader(p.dpop).jwk as JWK)),
  )

describe('share releases name their purpose', () => {
  it('the request hash is the lower-case hex SHA-256 of the UTF-8 JSON {method, params}', async () => {
    const request = {
      method: 'personal_sign' as const,
      params: ['héllo ✓', '0x000000000000000000000000000000000000dEaD'],
    }
    const expected = createHash('sha256')
      .update(Buffer.from(JSON.stringify({ method: request.method, params: request.params }), 'utf8'))
      .digest('hex')
    expect(await signRequestHash(request)).toBe(expected)
    expect(await signRequestHash({ ...request, params: ['other'] })).not.toBe(expected)
    await expect(signRequestHash({ method: 'eth_sign', params: [1n] })).rejects.toMatchObject({
      type: 'invalid_request_arguments',
    })
  })

  it('a signature after a reload names its request; an export and a recovery password name theirs', async () => {
    const user = await login()
    const d = frameDevice(server)
    const { address } = await d.wallet.create(user.token)
    // the frame reloaded: the key is no longer in memory, the next signature releases the auth share
    const reloaded = frameDevice(server, { devices: d.store })
    const request = { method: 'personal_sign' as const, params: ['approve me', address] }
    await reloaded.wallet.rpc(user.token, address, request)
    const hash = createHash('sha256').update(JSON.stringify(request)).digest('hex')
    expect(releases(reloaded.proofs)).toEqual([{ share_version: '1', purpose: 'sign', request: hash }])
    // signing again from memory releases nothing
    await reloaded.wallet.rpc(user.token, address, { method: 'personal_sign', params: ['again', address] })
    expect(releases(reloaded.proofs)).toHaveLength(1)

    const exporter = frameDevice(server, { devices: d.store })
    await exporter.wallet.exportPrivateKey(user.token, address)
    expect(releases(exporter.proofs)).toEqual([{ share_version: '1', purpose: 'export' }])

    const setter = frameDevice(server, { devices: d.store })
    await setter.wallet.setRecoveryPassword(user.token, address, 'correct-horse-1')
    expect(releases(setter.proofs)[0]).toEqual({ share_version: '1', purpose: 'recovery_password' })
  })
})

describe('a new device registration refused until the person verifies', () => {
  it('goes again with the same device key once verified, and the device then signs', async () => {
    const owner = await login()
    const { address } = await frameDevice(server).wallet.create(owner.token)
    // another device signs in (a later session, so the email is older than it), and uses the wallet later on
    server.advance(2)
    const user = await login(owner.email)
    server.advance(601)
    const fresh = frameDevice(server)
    const refused = await frameError(fresh.wallet.recover(user.token, address))
    const [first] = await registrations(fresh.proofs)
    let token = user.token
    if (refused.type === 'step_up_required') {
      // the server names the grant (this device key) and where a code may go
      expect(refused.grant).toEqual({ action: 'device_register', target: first })
      expect(refused.stepUpMethods).toEqual(['email'])
      const auth = { authorization: `Bearer ${user.token}` }
      expect((await post(server, '/api/v1/step_up/init', { type: 'email' }, auth)).status).toBe(200)
      const code = await readCode(server, user.email)
      const verify = { type: 'email', code, action: 'device_register', target: first }
      expect((await post(server, '/api/v1/step_up/verify', verify, auth)).status).toBe(200)
    } else {
      // a server before grants: a new primary login lifts it
      expect(refused.type).toBe('fresh_login_required')
      token = (await login(user.email)).token
    }
    expect(await fresh.wallet.recover(token, address)).toEqual({ address })
    const keys = await registrations(fresh.proofs)
    expect(keys.length).toBeGreaterThanOrEqual(2)
    expect(new Set(keys)).toEqual(new Set([first]))
    const devices = await server.server.deps.storage.listWalletDevices(APP_ID, user.userId)
    expect(devices.map((x) => x.thumbprint)).toContain(first)
    const signed = await fresh.wallet.rpc(token, address, {
      method: 'personal_sign',
      params: ['hi', address],
    })
    expect(signed.result).toMatch(/^0x[0-9a-f]+$/)
  })
})
