/**
 * HD seeds in the embedded wallet, against the real server: a new wallet's shares hold a seed whose Ethereum
 * account (m/44'/60'/0'/0/0) is the wallet's address and whose Solana account (m/44'/501'/0'/0') signs ed25519
 * messages that @solana/kit verifies; a new device recovers both; a wallet made with a key (as before seeds) keeps
 * working and has no Solana account.
 */
import { getPublicKeyFromAddress, address as solanaAddress, verifySignature } from '@solana/kit'
import { verifyMessage } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hexToBytes } from '../../core/src/embedded-wallet/frame/encoding'
import type { LatchEnv } from '../../core/src/env'
import { type ContractServer, createClient, loginByEmail, post, startContractServer } from './helpers'
import { approvingFetch, frameDevice, frameError, frameHost, login as loginOn } from './wallet-frame'

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(async () => {
  await server?.close()
})

const login = (email?: string) => loginOn(server, email)
const utf8Hex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`
type FrameWallet = ReturnType<typeof frameDevice>['wallet']

async function solanaOf(wallet: FrameWallet, token: string, address: string, index?: number) {
  const params = index === undefined ? [] : [index]
  return (await wallet.rpc(token, address, { method: 'solana_getAccount', params })).result
}

async function verifiesOnSolana(account: string, message: string, signatureHex: string) {
  const key = await getPublicKeyFromAddress(solanaAddress(account))
  // biome-ignore lint/suspicious/noExplicitAny: kit's branded SignatureBytes; 64 bytes checked by the call
  return verifySignature(key, hexToBytes(signatureHex) as any, new TextEncoder().encode(message))
}

describe('HD seed wallets against the server', () => {
  it('a new wallet has a Solana account beside the Ethereum one; both sign; the signatures verify (viem, @solana/kit)', async () => {
    const user = await login()
    const d = frameDevice(server)
    const { address } = await d.wallet.create(user.token)
    const sol = await solanaOf(d.wallet, user.token, address)
    expect(sol).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const eth = await d.wallet.rpc(user.token, address, { method: 'personal_sign', params: ['gm', address] })
    expect(
      await verifyMessage({
        address: address as `0x${string}`,
        message: 'gm',
        signature: eth.result as `0x${string}`,
      }),
    ).toBe(true)
    const signed = await d.wallet.rpc(user.token, address, {
      method: 'solana_signMessage',
      params: [utf8Hex('hello solana'), sol],
    })
    expect(signed.result).toMatch(/^0x[0-9a-f]{128}$/)
    expect(await verifiesOnSolana(sol, 'hello solana', signed.result)).toBe(true)
    expect(await verifiesOnSolana(sol, 'hello solanA', signed.result)).toBe(false)
    // additional accounts by index: other addresses; each signs for itself only
    const second = await solanaOf(d.wallet, user.token, address, 1)
    expect(second).not.toBe(sol)
    const bySecond = await d.wallet.rpc(user.token, address, {
      method: 'solana_signMessage',
      params: [utf8Hex('two'), second, 1],
    })
    expect(await verifiesOnSolana(second, 'two', bySecond.result)).toBe(true)
    // bad input: another address, no bytes, a bad index: invalid_request_arguments, nothing signed
    for (const params of [
      [utf8Hex('x'), second],
      ['0x', sol],
      ['hello', sol],
      [utf8Hex('x'), sol, -1],
      [utf8Hex('x'), sol, 2 ** 31],
    ]) {
      const e = await frameError(d.wallet.rpc(user.token, address, { method: 'solana_signMessage', params }))
      expect(e.type).toBe('invalid_request_arguments')
    }
  })

  it('a new device recovers both accounts from the one recovery; a new recovery password keeps the seed', async () => {
    const user = await login()
    const first = frameDevice(server)
    const { address } = await first.wallet.create(user.token)
    const sol = await solanaOf(first.wallet, user.token, address)
    server.advance(2)
    const later = await login(user.email)
    const second = frameDevice(server, { fetch: approvingFetch(server) })
    expect(await second.wallet.recover(later.token, address)).toEqual({ address })
    expect(await solanaOf(second.wallet, later.token, address)).toBe(sol)
    const signed = await second.wallet.rpc(later.token, address, {
      method: 'solana_signMessage',
      params: [utf8Hex('from the new device'), sol],
    })
    expect(await verifiesOnSolana(sol, 'from the new device', signed.result)).toBe(true)
    // re-split under a password: the same seed (both accounts) on a third device that recovers with it
    await first.wallet.setRecoveryPassword(user.token, address, 'seed-pass1')
    server.advance(2)
    const latest = await login(user.email)
    const third = frameDevice(server, { fetch: approvingFetch(server) })
    expect(await third.wallet.recover(latest.token, address, 'seed-pass1')).toEqual({ address })
    expect(await solanaOf(third.wallet, latest.token, address)).toBe(sol)
  })

  it('a wallet made with a key (as before seeds) signs and recovers as before; it has no Solana account', async () => {
    const user = await login()
    const key = generatePrivateKey()
    const d = frameDevice(server, { newSecret: async () => ({ secret: key, key }) })
    const { address } = await d.wallet.create(user.token)
    const e = await frameError(d.wallet.rpc(user.token, address, { method: 'solana_getAccount', params: [] }))
    expect(e).toMatchObject({ type: 'invalid_request_arguments' })
    expect(e.message).toContain('made before HD seeds')
    server.advance(2)
    const later = await login(user.email)
    const other = frameDevice(server, { fetch: approvingFetch(server) })
    expect(await other.wallet.recover(later.token, address)).toEqual({ address })
    const eth = await other.wallet.rpc(later.token, address, {
      method: 'personal_sign',
      params: ['gm', address],
    })
    expect(
      await verifyMessage({
        address: address as `0x${string}`,
        message: 'gm',
        signature: eth.result as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('solana_addAccount registers the Solana account with the server (a wallet account, chain_type solana, signed by the wallet key); idempotent; bad input coded', async () => {
    const user = await login()
    const d = frameDevice(server)
    const { address } = await d.wallet.create(user.token)
    const added = await d.wallet.rpc(user.token, address, { method: 'solana_addAccount', params: [] })
    expect(added.result).toBe(await solanaOf(d.wallet, user.token, address))
    // again: the same account, no second row
    expect(
      (await d.wallet.rpc(user.token, address, { method: 'solana_addAccount', params: [0] })).result,
    ).toBe(added.result)
    const me = await post(server, '/api/v1/sessions', { refresh_token: user.refreshToken })
    const accounts = ((await me.json()) as { user: { linked_accounts: Array<Record<string, unknown>> } }).user
      .linked_accounts
    const solana = accounts.filter((a) => a.type === 'wallet' && a.chain_type === 'solana')
    expect(solana).toEqual([
      expect.objectContaining({
        address: added.result,
        chain_type: 'solana',
        wallet_client_type: 'latch',
        connector_type: 'embedded',
      }),
    ])
    expect(accounts.find((a) => a.type === 'wallet' && a.address === address)).toMatchObject({
      wallet_client_type: 'privy',
    })
    // a bare call: a bad address is 400 before anything else; a good one without the device's proof is 401
    const bare = (body: Record<string, unknown>) =>
      post(server, `/api/v1/embedded_wallets/${address}/solana_accounts`, body, {
        authorization: `Bearer ${user.token}`,
        origin: server.url,
      })
    expect((await bare({ solana_address: '0OIl', index: 0, signature: `0x${'1'.repeat(130)}` })).status).toBe(
      400,
    )
    expect(
      (await bare({ solana_address: added.result, index: 0, signature: `0x${'1'.repeat(130)}` })).status,
    ).toBe(401)
  })

  it("core's createWallet({ chainType: 'solana' }): makes the wallet when there is none, returns and registers the Solana account; the user lists it; bad index and key wallets are coded errors", async () => {
    const user = await login()
    const config = { embeddedWallets: { createOnLogin: 'off' as const, noPromptOnSignature: true } }
    const profile = frameHost(server)
    const latch = createClient(server, {
      config,
      env: { walletFrameHost: profile.host } as Partial<LatchEnv>,
    })
    await loginByEmail(server, latch, user.email)
    expect(latch.$user.get()?.embeddedWallet).toBeFalsy()
    const solana = await latch.createWallet({ chainType: 'solana' })
    const ethereum = latch.$user.get()?.embeddedWallet
    expect(ethereum?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(solana).toEqual({
      address: await solanaOf(profile.device.wallet, user.token, ethereum?.address as string),
      chainType: 'solana',
      walletClientType: 'latch',
      connectorType: 'embedded',
      walletIndex: 0,
    })
    const listed = latch.$user
      .get()
      ?.linkedAccounts.filter((a) => a.type === 'wallet' && a.chainType === 'solana')
    expect(listed?.map((a) => (a as { address: string }).address)).toEqual([solana.address])
    // a second account by index; a bad index is refused before any call
    const second = await latch.createWallet({ chainType: 'solana', walletIndex: 1 })
    expect(second.address).not.toBe(solana.address)
    await expect(latch.createWallet({ chainType: 'solana', walletIndex: -1 })).rejects.toMatchObject({
      code: 'invalid_input',
      message: 'The wallet index must be a whole number from 0 to 2147483647',
    })

    // a wallet made with a key (before seeds): embedded_wallet_no_seed, in the person's words
    const old = await login()
    const key = generatePrivateKey()
    const oldProfile = frameHost(server, { newSecret: async () => ({ secret: key, key }) })
    const oldLatch = createClient(server, {
      config,
      env: { walletFrameHost: oldProfile.host } as Partial<LatchEnv>,
    })
    await loginByEmail(server, oldLatch, old.email)
    await oldLatch.createWallet()
    await expect(oldLatch.createWallet({ chainType: 'solana' })).rejects.toMatchObject({
      code: 'embedded_wallet_no_seed',
      message: 'This wallet was created before Solana support and has no Solana account',
    })
  })
})
