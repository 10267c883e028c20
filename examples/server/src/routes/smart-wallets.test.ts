/** Linking the embedded wallet's smart account (`smart_wallet`): only on the caller's own embedded signer, one per user. */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createTestServer, errorOf } from '../testing'
import { registerWallet } from '../wallet-testing'

const smart = () => privateKeyToAccount(generatePrivateKey()).address
const path = (owner: string) => `/api/v1/embedded_wallets/${owner}/smart_wallet`

describe('POST /embedded_wallets/:owner/smart_wallet', () => {
  it("links a smart_wallet on the caller's own embedded wallet, once; shows it in the user JSON", async () => {
    const s = await createTestServer()
    const { token } = await s.loginEmail('sw@example.com')
    const { res, address: owner } = await registerWallet(s, token)
    expect(res.status).toBe(200)
    const address = smart()
    const linked = await s.post(path(owner), { address, smart_wallet_type: 'simple' }, { token })
    expect(linked.status).toBe(200)
    const { user } = (await linked.json()) as { user: { linked_accounts: Record<string, unknown>[] } }
    const account = user.linked_accounts.find((a) => a.type === 'smart_wallet')
    expect(account).toMatchObject({ type: 'smart_wallet', address, smart_wallet_type: 'simple' })
    expect(typeof account?.verified_at).toBe('number')
    // the same again: the user unchanged; another address: refused
    const again = await s.post(path(owner), { address, smart_wallet_type: 'simple' }, { token })
    expect(again.status).toBe(200)
    const same = (await again.json()) as { user: { linked_accounts: { type: string }[] } }
    expect(same.user.linked_accounts.filter((a) => a.type === 'smart_wallet')).toHaveLength(1)
    const other = await s.post(path(owner), { address: smart(), smart_wallet_type: 'kernel' }, { token })
    expect(await errorOf(other)).toMatchObject({ status: 400, code: 'already_linked' })
  })

  it("refuses another user's signer, an unknown owner, a bad type or address, and a taken smart account", async () => {
    const s = await createTestServer()
    const a = await s.loginEmail('a@example.com')
    const b = await s.loginEmail('b@example.com')
    const { address: ownerA } = await registerWallet(s, a.token)
    const { address: ownerB } = await registerWallet(s, b.token)
    const address = smart()
    const foreign = await s.post(path(ownerA), { address, smart_wallet_type: 'simple' }, { token: b.token })
    expect(await errorOf(foreign)).toMatchObject({ status: 404, code: 'not_found' })
    const unknown = await s.post(path(smart()), { address, smart_wallet_type: 'simple' }, { token: a.token })
    expect(await errorOf(unknown)).toMatchObject({ status: 404, code: 'not_found' })
    const type = await s.post(path(ownerA), { address, smart_wallet_type: 'argent' }, { token: a.token })
    expect(await errorOf(type)).toMatchObject({ status: 400, code: 'invalid_request' })
    const bad = await s.post(
      path(ownerA),
      { address: '0x12', smart_wallet_type: 'simple' },
      { token: a.token },
    )
    expect(await errorOf(bad)).toMatchObject({ status: 400, code: 'invalid_request' })
    expect((await s.post(path(ownerA), { address, smart_wallet_type: 'simple' })).status).toBe(401)
    expect(
      (await s.post(path(ownerA), { address, smart_wallet_type: 'simple' }, { token: a.token })).status,
    ).toBe(200)
    const taken = await s.post(path(ownerB), { address, smart_wallet_type: 'simple' }, { token: b.token })
    expect(await errorOf(taken)).toMatchObject({ status: 400, code: 'linked_to_another_user' })
  })

  it('is no login method: the last email cannot be unlinked because a smart wallet is there', async () => {
    const s = await createTestServer()
    const { token } = await s.loginEmail('last@example.com')
    const { address: owner } = await registerWallet(s, token)
    await s.post(path(owner), { address: smart(), smart_wallet_type: 'safe' }, { token })
    const res = await s.post('/api/v1/passwordless/unlink', { address: 'last@example.com' }, { token })
    expect(await errorOf(res)).toMatchObject({
      status: 400,
      code: 'invalid_request',
      error: 'Cannot unlink the last login method of the user.',
    })
  })
})
