/**
 * SIWE. Core has no wallet-login flow yet (no `loginWithWallet` in core/src/flows), so these scenarios drive the
 * server through the core's own API client and session (`latch.context.api`, `latch.context.session`), the same
 * calls a wallet flow will make, with a viem local account as the wallet.
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  parseAuthResponseJSON,
  parseSiweInitResponseJSON,
  parseUserResponseJSON,
} from '../../core/src/api/shapes'
import type { Latch } from '../../core/src/latch'
import { type ContractServer, createClient, loginByEmail, startContractServer } from './helpers'

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(() => server.close())

async function signedMessage(
  latch: Latch,
  account: ReturnType<typeof privateKeyToAccount>,
  domain = '127.0.0.1:5173',
) {
  const { nonce } = await latch.context.api.request({
    method: 'POST',
    path: '/api/v1/siwe/init',
    body: { address: account.address },
    parse: parseSiweInitResponseJSON,
  })
  const message = createSiweMessage({
    address: account.address,
    chainId: 1,
    domain,
    nonce,
    uri: 'http://127.0.0.1:5173/',
    version: '1',
    issuedAt: new Date(),
  })
  return {
    message,
    signature: await account.signMessage({ message }),
    chainId: 'eip155:1',
    walletClientType: 'metamask',
    connectorType: 'injected',
  }
}

const loginWithSiwe = (latch: Latch, body: Record<string, unknown>) =>
  latch.context.session.authenticate(() =>
    latch.context.api.request({
      method: 'POST',
      path: '/api/v1/siwe/authenticate',
      body,
      parse: parseAuthResponseJSON,
    }),
  )

describe('SIWE with a viem local account', () => {
  it('logs in: the session holds the wallet user', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const latch = createClient(server)
    await latch.ready()
    const { user, isNewUser } = await loginWithSiwe(latch, await signedMessage(latch, account))
    expect(isNewUser).toBe(true)
    expect(latch.$auth.get().status).toBe('authenticated')
    expect(user.wallet).toMatchObject({
      address: account.address,
      walletClientType: 'metamask',
      chainId: 'eip155:1',
    })
  })

  it('a replayed message (nonce used) and a foreign domain are refused with invalid_credentials', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const latch = createClient(server)
    await latch.ready()
    const body = await signedMessage(latch, account)
    await loginWithSiwe(latch, body)
    await latch.logout()
    await expect(loginWithSiwe(latch, body)).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    })
    await expect(
      loginWithSiwe(latch, await signedMessage(latch, account, 'evil.example')),
    ).rejects.toMatchObject({
      code: 'invalid_credentials',
    })
  })

  it('links a wallet to an email user; the same wallet on another user is linked_to_another_user; unlink', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const latch = createClient(server)
    await loginByEmail(server, latch, 'wallet-linker@example.com')
    const linked = await latch.context.api.request({
      method: 'POST',
      path: '/api/v1/siwe/link',
      body: await signedMessage(latch, account),
      auth: 'protected',
      parse: parseUserResponseJSON,
    })
    expect(linked.linked_accounts.map((a) => a.type)).toEqual(['email', 'wallet'])

    const other = createClient(server)
    await loginByEmail(server, other, 'wallet-thief@example.com')
    await expect(
      other.context.api.request({
        method: 'POST',
        path: '/api/v1/siwe/link',
        body: await signedMessage(other, account),
        auth: 'protected',
        parse: parseUserResponseJSON,
      }),
    ).rejects.toMatchObject({ status: 400, code: 'linked_to_another_user' })

    const unlinked = await latch.context.api.request({
      method: 'POST',
      path: '/api/v1/siwe/unlink',
      body: { address: account.address },
      auth: 'protected',
      parse: parseUserResponseJSON,
    })
    expect(unlinked.linked_accounts.map((a) => a.type)).toEqual(['email'])
  })
})
