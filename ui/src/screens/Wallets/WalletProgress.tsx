'use client'
import { walletProgressKeys } from '@latch/core/wallet'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../../context'
import { useWalletMessages } from '../../hooks/useWalletMessages'
import { WalletIcon as WalletGlyph } from '../../primitives/icons'
import { Actions, ErrorText, Spinner } from '../../primitives/parts'
import { FailureHead, ScreenHead } from '../../primitives/screen-head'
import { DifferentWalletButton, PairingQrCode, WalletHint, WalletLink, WalletRetryButton } from './parts'

/**
 * A wallet attempt in progress or failed: connect then sign, the WalletConnect code while pairing, and after a
 * failure the mapped message and detail, 'Try again' while retries are left, 'Unable to connect wallet' once they
 * ran out, 'Use a different wallet' when another wallet is the way forward. Never a spinner after an error.
 */
export function WalletProgress() {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const state = useStore(latch.flows.wallets.$state)
  const view = useStore(latch.flows.wallets.$view)
  const wallet = view.walletName || tw('walletScreen.yourWallet')
  if (view.error) {
    return (
      <>
        <FailureHead
          header={false}
          title={view.exhausted ? tw('wallet.unableToConnect') : view.error.message}
          description={view.exhausted ? view.error.message : view.error.detail}
        />
        <ErrorText>{view.exhausted ? view.error.detail : null}</ErrorText>
        <Actions>
          {view.canRetry ? (
            <WalletRetryButton onClick={() => latch.flows.wallets.retry().catch(() => {})}>
              {tw('wallet.tryAgain')}
            </WalletRetryButton>
          ) : null}
          {view.offerDifferentWallet ? (
            <DifferentWalletButton onClick={() => latch.flows.wallets.chooseAnother()}>
              {tw('wallet.useDifferentWallet')}
            </DifferentWalletButton>
          ) : null}
        </Actions>
        <WalletHint>{tw('wallet.dontSeeWallet')}</WalletHint>
      </>
    )
  }
  const { title, body } = walletProgressKeys(state)
  return (
    <>
      <ScreenHead
        header={false}
        icon={<WalletGlyph />}
        title={tw(title, { wallet })}
        description={body ? tw(body, { wallet }) : null}
      />
      {view.pairingQr ? <PairingQrCode qr={view.pairingQr} label={tw('walletScreen.qrLabel')} /> : null}
      {view.pairingLink ? (
        <WalletLink href={view.pairingLink}>{tw('walletScreen.openInWallet')}</WalletLink>
      ) : null}
      {view.busy ? <Spinner /> : null}
      <WalletHint>{tw('wallet.dontSeeWallet')}</WalletHint>
    </>
  )
}
