/** The external-wallet flow: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'walletScreen.loginTitle': 'ウォレットでログイン',
  'walletScreen.connectTitle': 'ウォレットを接続',
  'walletScreen.connectBody': 'ウォレットを接続してもアカウントは作成されません。',
  'walletScreen.connectAuthenticatedBody':
    'ログイン済みです。ここでウォレットを接続しても、アカウントには連携されません。',
  'walletScreen.listLabel': 'ウォレット',
  'walletScreen.noWallets': 'このブラウザでウォレットが見つかりませんでした。',
  'walletScreen.connecting': '{wallet} に接続しています',
  'walletScreen.connectingBody': '{wallet} を開いて接続を承認してください。',
  'walletScreen.switching': 'ネットワークを切り替えています',
  'walletScreen.switchingBody': '{wallet} でネットワークの切り替えを承認してください。',
  'walletScreen.signing': '{wallet} でログイン',
  'walletScreen.signingBody':
    'ウォレットの所有者であることを証明するため、ウォレットでメッセージに署名してください。署名はトランザクションではなく、手数料もかかりません。',
  'walletScreen.authenticating': 'ログインしています',
  'walletScreen.linking': 'ウォレットを連携しています',
  'walletScreen.connected': 'ウォレットを接続しました',
  'walletScreen.scanTitle': 'スマートフォンでスキャン',
  'walletScreen.scanBody':
    'WalletConnect 対応ウォレットでこのコードをスキャンするか、このスマートフォンでリンクを開いてください。',
  'walletScreen.qrLabel': 'WalletConnect のペアリングコード',
  'walletScreen.openInWallet': 'ウォレットアプリで開く',
  'walletScreen.phantomTitle': 'Phantom を開いています',
  'walletScreen.phantomBody': 'Phantom アプリで続けてください。',
  'walletScreen.phantomFallback': 'Phantom が開きませんか?',
  'walletScreen.installPhantom': 'Phantom をインストール',
  'walletScreen.installPhantomTitle': 'Phantom を入手',
  'walletScreen.installPhantomBody':
    'Phantom がインストールされていません。インストールしてから、戻ってログインしてください。',
  'walletScreen.unlink': '連携解除',
  'walletScreen.linkAnother': 'ウォレットを連携',
  'walletScreen.connectedWallets': '接続済みのウォレット',
  'walletScreen.noConnectedWallets': '接続済みのウォレットはありません。',
  'walletScreen.yourWallet': 'お使いのウォレット',
} satisfies Translation<typeof en>
