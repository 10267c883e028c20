'use client'
/**
 * Parts of the external wallet screens (wallet list, connection, WalletConnect pairing, Phantom, connect-only).
 * Each renders one element with `data-scope="wallets"` and its `data-part`.
 */
import type { PairingQr, WalletFlowState, WalletMode } from '@latch/core'
import { forwardPart, type PartProps, renderPart, useScope } from '../../primitives/part'
import { Button, ScreenRoot } from '../../primitives/parts'

/** The wallet screens' root (`data-scope="wallets"`, `data-state` the flow step, `data-mode`). */
export const WalletsRoot = forwardPart(
  'WalletsRoot',
  function WalletsRoot({
    step,
    mode,
    ...props
  }: PartProps<'div'> & { step: WalletFlowState['step']; mode: WalletMode | null }) {
    return <ScreenRoot scope="wallets" data-state={step} data-mode={mode ?? undefined} {...props} />
  },
)

/** The wallet list (a list of rows, each with a Connect action). */
export const WalletList = forwardPart('WalletList', function WalletList(props: PartProps<'ul'>) {
  return renderPart('ul', props, { 'data-scope': useScope(), 'data-part': 'wallet-list' })
})

/** One row of the wallet list; `kind` is browser, named or wallet_connect. */
export const WalletRow = forwardPart(
  'WalletRow',
  function WalletRow({
    kind,
    ...props
  }: PartProps<'li'> & { kind: 'browser' | 'named' | 'wallet_connect' | 'solana' }) {
    return renderPart('li', props, { 'data-scope': useScope(), 'data-part': 'wallet-row', 'data-kind': kind })
  },
)

/** A wallet's announced icon (decorative: the name is next to it). */
export const WalletLogo = forwardPart('WalletLogo', function WalletLogo(props: PartProps<'img'>) {
  return renderPart('img', props, { 'data-scope': useScope(), 'data-part': 'wallet-logo', alt: '' })
})

/** A wallet's name (emoji stripped by core). */
export const WalletName = forwardPart('WalletName', function WalletName(props: PartProps<'span'>) {
  return renderPart('span', props, { 'data-scope': useScope(), 'data-part': 'wallet-name' })
})

/** A row's Connect action. */
export const ConnectButton = forwardPart('ConnectButton', function ConnectButton(props: PartProps<'button'>) {
  return <Button part="connect-button" variant="secondary" {...props} />
})

/** The hint under the list and while connecting ('Don't see your wallet? ...'). */
export const WalletHint = forwardPart('WalletHint', function WalletHint(props: PartProps<'p'>) {
  return renderPart('p', props, { 'data-scope': useScope(), 'data-part': 'hint' })
})

/** 'Try again' after a retryable failure. */
export const WalletRetryButton = forwardPart(
  'WalletRetryButton',
  function WalletRetryButton(props: PartProps<'button'>) {
    return <Button part="retry-button" variant="primary" {...props} />
  },
)

/** 'Use a different wallet': back to the list. */
export const DifferentWalletButton = forwardPart(
  'DifferentWalletButton',
  function DifferentWalletButton(props: PartProps<'button'>) {
    return <Button part="different-wallet-button" variant="secondary" {...props} />
  },
)

/** The WalletConnect pairing URI as a QR code (an SVG in `currentColor`), labelled for assistive technology. */
export const PairingQrCode = forwardPart(
  'PairingQrCode',
  function PairingQrCode({ qr, label, ...props }: PartProps<'svg'> & { qr: PairingQr; label: string }) {
    return renderPart('svg', props, {
      'data-scope': useScope(),
      'data-part': 'qr',
      role: 'img',
      'aria-label': label,
      viewBox: `0 0 ${qr.size} ${qr.size}`,
      shapeRendering: 'crispEdges',
      children: <path d={qr.path} fill="currentColor" />,
    })
  },
)

/** A link out of the modal (open the pairing URI in a wallet app, install a wallet). */
export const WalletLink = forwardPart('WalletLink', function WalletLink(props: PartProps<'a'>) {
  return renderPart('a', props, {
    'data-scope': useScope(),
    'data-part': 'wallet-link',
    rel: 'noopener noreferrer',
  })
})

/** One connected wallet in a list of connected wallets (address, type, actions). */
export const ConnectedWalletRow = forwardPart(
  'ConnectedWalletRow',
  function ConnectedWalletRow(props: PartProps<'li'>) {
    return renderPart('li', props, { 'data-scope': useScope(), 'data-part': 'connected-wallet' })
  },
)
