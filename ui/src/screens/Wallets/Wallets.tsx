'use client'
/**
 * The external wallet screens: one lazily loaded module. The list shows while the flow is choosing; the attempt
 * (connect, sign, pairing, failure) shows after a pick. Screens read core's stores and view selector and call
 * commands; every rule (retries, which screen, the QR code) is in core.
 */
import type { WalletMode } from '@latch/core'
import { phantomInstallUrl } from '@latch/core/wallet'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../../context'
import { useWalletMessages } from '../../hooks/useWalletMessages'
import { WalletIcon as WalletGlyph } from '../../primitives/icons'
import { Actions, Spinner } from '../../primitives/parts'
import { FailureHead, ScreenHead, ScreenHeader } from '../../primitives/screen-head'
import type { ScreenProps } from '../../types'
import { DifferentWalletButton, WalletLink, WalletsRoot } from './parts'
import { WalletChooser } from './WalletChooser'
import { WalletProgress } from './WalletProgress'

/** A wallet screen of a mode: the list while choosing (or idle), else the attempt. */
function WalletScreen({ mode, title, body }: { mode: WalletMode; title: string; body?: string | undefined }) {
  const latch = useLatchClient()
  const state = useStore(latch.flows.wallets.$state)
  const choosing = state.step === 'idle' || state.step === 'choosing'
  // Back is the wallet flow's: from an attempt to the list, from a login's list to the login options.
  return (
    <WalletsRoot step={state.step} mode={mode}>
      <ScreenHeader />
      {choosing ? (
        <>
          <ScreenHead header={false} icon={<WalletGlyph />} title={title} description={body} />
          <WalletChooser mode={mode} />
        </>
      ) : (
        <WalletProgress />
      )}
    </WalletsRoot>
  )
}

/** AWAITING_CONNECTION: the wallet list of a login, then connect and sign. */
export function AWAITING_CONNECTION(_: ScreenProps<'AWAITING_CONNECTION'>) {
  const tw = useWalletMessages()
  return <WalletScreen mode="login" title={tw('walletScreen.loginTitle')} />
}

/** LINK_WALLET_SCREEN: the wallet list of a link to the signed-in user, then connect and sign. */
export function LINK_WALLET_SCREEN(_: ScreenProps<'LINK_WALLET_SCREEN'>) {
  const tw = useWalletMessages()
  return <WalletScreen mode="link" title={tw('link.walletTitle')} />
}

/** A connect-only wallet screen: 'Connect a wallet', with the body of `body` (a message key) while choosing. */
function ConnectScreen({
  body,
}: {
  body?: 'walletScreen.connectBody' | 'walletScreen.connectAuthenticatedBody'
}) {
  const tw = useWalletMessages()
  return <WalletScreen mode="connect" title={tw('walletScreen.connectTitle')} body={body && tw(body)} />
}

/** CONNECT_ONLY_LANDING_SCREEN: connect a wallet without logging in. */
export function CONNECT_ONLY_LANDING_SCREEN(_: ScreenProps<'CONNECT_ONLY_LANDING_SCREEN'>) {
  return <ConnectScreen body="walletScreen.connectBody" />
}

/** CONNECT_ONLY_AUTHENTICATED_SCREEN: connect a wallet while logged in (it is not linked). */
export function CONNECT_ONLY_AUTHENTICATED_SCREEN(_: ScreenProps<'CONNECT_ONLY_AUTHENTICATED_SCREEN'>) {
  return <ConnectScreen body="walletScreen.connectAuthenticatedBody" />
}

/** AWAITING_CONNECT_ONLY_CONNECTION: a connect-only attempt in progress or failed. */
export function AWAITING_CONNECT_ONLY_CONNECTION(_: ScreenProps<'AWAITING_CONNECT_ONLY_CONNECTION'>) {
  return <ConnectScreen />
}

/** PHANTOM_INTERSTITIAL_SCREEN: leaving for the Phantom app; after 1000 ms a way out (install, another wallet). */
export function PHANTOM_INTERSTITIAL_SCREEN(_: ScreenProps<'PHANTOM_INTERSTITIAL_SCREEN'>) {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const state = useStore(latch.flows.wallets.$state)
  const fallback = state.step === 'redirecting' ? state.fallback : true
  return (
    <WalletsRoot step={state.step} mode={state.step === 'idle' ? null : state.mode}>
      <ScreenHead
        icon={<WalletGlyph />}
        title={tw('walletScreen.phantomTitle')}
        description={fallback ? tw('walletScreen.phantomFallback') : tw('walletScreen.phantomBody')}
      />
      {fallback ? (
        <Actions>
          <DifferentWalletButton data-part="install-button" onClick={() => latch.flows.wallets.showInstall()}>
            {tw('walletScreen.installPhantom')}
          </DifferentWalletButton>
          <DifferentWalletButton onClick={() => latch.flows.wallets.chooseAnother()}>
            {tw('wallet.useDifferentWallet')}
          </DifferentWalletButton>
        </Actions>
      ) : (
        <Spinner />
      )}
    </WalletsRoot>
  )
}

/** INSTALL_PHANTOM_SCREEN: Phantom is not installed; a link to install it, or another wallet. */
export function INSTALL_PHANTOM_SCREEN(_: ScreenProps<'INSTALL_PHANTOM_SCREEN'>) {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const state = useStore(latch.flows.wallets.$state)
  const href = phantomInstallUrl(state)
  return (
    <WalletsRoot step={state.step} mode={state.step === 'idle' ? null : state.mode}>
      <FailureHead
        title={tw('walletScreen.installPhantomTitle')}
        description={tw('walletScreen.installPhantomBody')}
      />
      <Actions>
        <WalletLink href={href} target="_blank">
          {tw('walletScreen.installPhantom')}
        </WalletLink>
        <DifferentWalletButton onClick={() => latch.flows.wallets.chooseAnother()}>
          {tw('wallet.useDifferentWallet')}
        </DifferentWalletButton>
      </Actions>
    </WalletsRoot>
  )
}
