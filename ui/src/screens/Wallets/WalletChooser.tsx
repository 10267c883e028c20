'use client'
import type { WalletMode, WalletOption } from '@latch/core'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../../context'
import { useWalletMessages } from '../../hooks/useWalletMessages'
import { Description } from '../../primitives/parts'
import { ConnectButton, WalletHint, WalletList, WalletLogo, WalletName, WalletRow } from './parts'

/** The wallet list of a mode: browser wallets, named wallets, WalletConnect; a Connect action per row. */
export function WalletChooser({ mode }: { mode: WalletMode }) {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const options = useStore(latch.flows.wallets.$options)
  // until the wallet code has listed them once, an empty list is loading, not "no wallet"
  const loaded = useStore(latch.flows.wallets.$optionsLoaded)
  const pick = (option: WalletOption) => {
    latch.flows.wallets.select(option, mode).catch(() => {})
  }
  return (
    <>
      {loaded && options.length === 0 ? <Description>{tw('walletScreen.noWallets')}</Description> : null}
      <WalletList aria-label={tw('walletScreen.listLabel')} aria-busy={!loaded} data-mode={mode}>
        {options.map((option) => (
          <WalletRow key={`${option.kind}:${option.id}`} kind={option.kind}>
            {(option.kind === 'browser' || option.kind === 'solana') && option.icon ? (
              <WalletLogo src={option.icon} />
            ) : null}
            <WalletName>{option.name}</WalletName>
            <ConnectButton
              aria-label={`${tw('wallet.connect')} ${option.name}`}
              data-wallet={option.id}
              onClick={() => pick(option)}
            >
              {tw('wallet.connect')}
            </ConnectButton>
          </WalletRow>
        ))}
      </WalletList>
      <WalletHint>{tw('wallet.dontSeeWallet')}</WalletHint>
    </>
  )
}
