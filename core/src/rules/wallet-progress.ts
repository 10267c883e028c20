/**
 * What a wallet attempt in progress shows: the title and body keys for each step of `flows.wallets.$state` (the
 * default AWAITING_CONNECTION screen and a custom UI read the same rule). Pure; keys only, so the texts come from
 * the client's catalogue (`formatWalletMessage(latch.messages, key)`).
 */
import type { WalletFlowState } from '../flows/wallets/wallets.types'
import type { MessageKey } from '../messages'

/** The title and body keys of a wallet attempt's step (body null: no body text). */
export function walletProgressKeys(state: WalletFlowState): { title: MessageKey; body: MessageKey | null } {
  switch (state.step) {
    case 'pairing':
      return { title: 'walletScreen.scanTitle', body: 'walletScreen.scanBody' }
    case 'switching-chain':
      return { title: 'walletScreen.switching', body: 'walletScreen.switchingBody' }
    case 'signing':
      return { title: 'walletScreen.signing', body: 'walletScreen.signingBody' }
    case 'authenticating':
      return {
        title: state.mode === 'link' ? 'walletScreen.linking' : 'walletScreen.authenticating',
        body: null,
      }
    case 'connected':
      return { title: 'walletScreen.connected', body: null }
    case 'connecting':
      return { title: 'walletScreen.connecting', body: 'walletScreen.connectingBody' }
    default:
      return { title: 'walletScreen.connecting', body: null }
  }
}
