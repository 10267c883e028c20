/**
 * The Solana part of the wallet runtime, one chunk loaded with `import()` when the host lists 'solana_wallets':
 * Wallet Standard discovery, and a SIWS login or link with a picked wallet.
 */
import type { Wallet } from '@wallet-standard/base'
import { createSiwsCredentials, type SiwsCredentials } from '../../chains/solana/siws'
import { createSolanaWallets, type SolanaWallets } from '../../chains/solana/wallet-standard'
import type { LatchContext } from '../../context'
import type { User } from '../../user/types'
import { submitSiwsCredentials } from './wallets.siws'

export type { SolanaWallets }
export { createSolanaWallets }

/**
 * Has the wallet share its account (`on.account`) and sign the SIWS message (`on.signed`), then logs in or links
 * with it.
 */
export async function signInWithSolana(
  ctx: LatchContext,
  wallet: Wallet,
  mode: 'login' | 'link',
  on: { account(address: string): void; signed(credentials: SiwsCredentials): void },
): Promise<{ user: User; isNewUser: boolean; address: string }> {
  const credentials = await createSiwsCredentials(
    { api: ctx.api, env: ctx.env, messages: ctx.messages },
    wallet,
    on.account,
  )
  on.signed(credentials)
  const result = await submitSiwsCredentials(ctx, credentials, mode)
  return { ...result, address: credentials.address }
}
