/**
 * `config.smartWallets` checked: an implementation, and per chain of `supportedChains` an http(s) bundler URL, an
 * optional http(s) paymaster URL and factory address. Anything else is `invalid_config` naming the field.
 * It runs in the smart-wallet chunk, which loads only when `config.smartWallets` is set, as the first embedded wallet
 * appears (`resolveConfig` passes the field through): the eager bundle has no room for these rules.
 */
import type { Chain } from 'viem'
import { invalid, optionalOneOf, section } from '../config/guards'
import type { SmartWalletChainConfig, SmartWalletsConfig } from '../config/types'

const HTTP = /^https?:\/\/[^\s/?#]+\S*$/i

export function readSmartWallets(value: unknown, chains: readonly Chain[]): SmartWalletsConfig | null {
  if (value === undefined || value === null) return null
  const s = section(value, 'smartWallets')
  const implementation = optionalOneOf(s.implementation, 'smartWallets.implementation', [
    'simple',
    'light',
    'kernel',
    'safe',
  ] as const)
  const out: Record<string, SmartWalletChainConfig> = {}
  for (const [id, entry] of Object.entries(section(s.chains, 'smartWallets.chains'))) {
    const path = `config.smartWallets.chains.${id}`
    const e = section(entry, path.slice(7)) as Partial<SmartWalletChainConfig>
    const bad = (what: string) => invalid(`${path}${what}`)
    if (!chains.some((chain) => `${chain.id}` === id)) bad(': not a chain of supportedChains')
    for (const key of ['bundlerUrl', 'paymasterUrl'] as const) {
      const url = e[key]
      if ((url != null || key === 'bundlerUrl') && !(typeof url === 'string' && HTTP.test(url)))
        bad(`.${key} must be an http(s) URL`)
    }
    const factory = e.factoryAddress
    if (factory != null && !/^0x[0-9a-f]{40}$/i.test(factory)) bad('.factoryAddress must be a 0x address')
    out[id] = { bundlerUrl: e.bundlerUrl as string }
    if (e.paymasterUrl != null) out[id].paymasterUrl = e.paymasterUrl
    if (factory != null) out[id].factoryAddress = factory
  }
  if (!implementation || Object.keys(out).length === 0)
    invalid('config.smartWallets needs an implementation and at least one chain')
  return { implementation, chains: out }
}
