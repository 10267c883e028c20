/**
 * Test-only: a fake wallet frame world for the flow's unit tests. A `FrameHost` whose frame answers the protocol
 * in-process with real viem keys and signatures, and links the wallet to the fake API's user, so the flow runs
 * end to end over the msw fake API. Each host is one device (its own device shares); the world is the server.
 */
import { decodeJwt } from 'jose'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { FakeState } from '../../../../test/fixtures/msw/state'
import { walletAccount } from '../../../../test/fixtures/msw/state'
import type { FrameHost, HostMessageEvent } from '../../embedded-wallet/proxy'

interface ServerWallet {
  key: `0x${string}`
  address: `0x${string}`
  password: string | null
}

/** The server side of the fake: one wallet per user. */
export interface FakeWalletWorld {
  wallets: Map<string, ServerWallet>
  /** The next create fails with this protocol error. */
  failNextCreate: { type: string; message: string } | null
  /** Every message the frames received. */
  received: Array<{ event: string; data: Record<string, unknown> }>
  /** A new device: a frame host with no device shares. */
  device(): FrameHost & { mounted: number; destroyed: number; onDevice: Set<string> }
}

/** Creates the fake world over the fake API state. */
export function createFakeWalletWorld(state: FakeState): FakeWalletWorld {
  const origin = new URL(state.apiUrl).origin
  const world: FakeWalletWorld = {
    wallets: new Map(),
    failNextCreate: null,
    received: [],
    device() {
      const listeners = new Set<(e: HostMessageEvent) => void>()
      const onDevice = new Set<string>()
      const handle = async (msg: { id: string; event: string; data: Record<string, unknown> }) => {
        world.received.push({ event: msg.event, data: msg.data })
        const userId = msg.data.accessToken ? String(decodeJwt(String(msg.data.accessToken)).sub) : ''
        const owned = world.wallets.get(userId)
        const fail = (type: string, message: string) => ({ error: { type, message } })
        switch (msg.event) {
          case 'privy:iframe:ready':
            return { data: { version: 1 } }
          case 'privy:wallet:logout':
            return { data: {} }
          case 'privy:wallet:cancel':
            return { data: { canceled: false } }
          case 'privy:wallet:create': {
            if (world.failNextCreate) {
              const error = world.failNextCreate
              world.failNextCreate = null
              return { error }
            }
            if (owned) return fail('error', 'User already has an embedded wallet.')
            const key = generatePrivateKey()
            const address = privateKeyToAccount(key).address
            const password = (msg.data.recoveryPassword as string | undefined) ?? null
            world.wallets.set(userId, { key, address, password })
            const user = state.users.get(userId)
            const account = walletAccount(address, { embedded: true })
            if (password) (account as { recovery_method: string | null }).recovery_method = 'user-passcode'
            user?.linked_accounts.push(account)
            onDevice.add(address.toLowerCase())
            return { data: { address } }
          }
          case 'privy:wallet:connect':
            if (!owned || !onDevice.has(owned.address.toLowerCase()))
              return fail('wallet_not_on_device', 'This wallet is not on this device')
            return { data: { address: owned.address } }
          case 'privy:wallet:recover': {
            if (!owned) return fail('wallet_not_on_device', 'Wallet not found for this user')
            const given = msg.data.recoveryPassword as string | undefined
            if (owned.password !== null && given !== owned.password)
              return fail('invalid_recovery_pin', 'Invalid recovery password')
            onDevice.add(owned.address.toLowerCase())
            return { data: { address: owned.address } }
          }
          case 'privy:wallet:set-recovery-password': {
            if (!owned) return fail('wallet_not_on_device', 'Wallet not found for this user')
            if (owned.password !== null)
              return fail('invalid_request_arguments', 'A recovery password is already set')
            owned.password = String(msg.data.recoveryPassword)
            const account = state.users
              .get(userId)
              ?.linked_accounts.find((a) => a.type === 'wallet' && a.address === owned.address)
            if (account && account.type === 'wallet') account.recovery_method = 'user-passcode'
            return { data: { address: owned.address } }
          }
          case 'privy:wallet:rpc': {
            if (!owned || !onDevice.has(owned.address.toLowerCase()))
              return fail('wallet_not_on_device', 'This wallet is not on this device')
            const request = msg.data.request as { method: string; params: unknown[] }
            const account = privateKeyToAccount(owned.key)
            if (request.method === 'personal_sign') {
              const result = await account.signMessage({
                message: { raw: request.params[0] as `0x${string}` },
              })
              return { data: { method: request.method, result } }
            }
            return fail('invalid_request_arguments', `Unsupported method '${request.method}'`)
          }
          default:
            return fail('invalid_request_arguments', `Unknown event '${msg.event}'`)
        }
      }
      const host = {
        mounted: 0,
        destroyed: 0,
        onDevice,
        mount() {
          host.mounted++
          const win = {
            postMessage(message: unknown, targetOrigin: string) {
              if (targetOrigin !== origin) return
              const msg = message as { id: string; event: string; data: Record<string, unknown> }
              void handle(msg).then((reply) => {
                for (const l of listeners)
                  l({ data: { id: msg.id, event: msg.event, ...reply }, origin, source: win })
              })
            },
          }
          return {
            window: win,
            destroy() {
              host.destroyed++
            },
          }
        },
        listen(listener: (e: HostMessageEvent) => void) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      }
      return host
    },
  }
  return world
}
