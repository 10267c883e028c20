/** The wallet connectors: texts in Japanese (ja). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'walletError.userRejected': 'リクエストを拒否しました',
  'walletError.signatureRejected': '署名が拒否されました',
  'walletError.signAgain': 'もう一度署名してください。',
  'walletError.userExists': 'このアドレスのユーザーはすでに存在します',
  'walletError.tryAnotherAddress': '別のアドレスをお試しください!',
  'walletError.locked': 'ウォレットがロックされている可能性があります',
  'walletError.connectionPending': '接続リクエストがすでに保留中です',
  'walletError.resourcePending': 'リクエストがすでに保留中です',
  'walletError.checkOtherWindows':
    'ウォレットが見つかりませんか?ブラウザの他のウィンドウを確認してください。',
  'walletError.timeout': 'ウォレットへのリクエストがタイムアウトしました',
  'walletError.loginFailed': 'ウォレットでログインできませんでした',
  'walletError.connectAgain': 'もう一度接続してください。',
  'walletError.unsupportedMethod': 'お使いのウォレットはこのリクエストに対応していません',
  'walletError.tryAnotherWallet': '別のウォレットを試すか、このウォレットを更新してください。',
  'walletError.disconnected': 'ウォレットがどのネットワークにも接続されていません',
  'walletError.chainDisconnected': 'ウォレットが要求されたネットワークに接続されていません',
  'walletError.checkNetwork': 'ウォレットを開いてネットワークを確認し、もう一度お試しください。',
  'walletError.unrecognizedChain': 'このネットワークはウォレットに追加されていません',
  'walletError.addNetwork': 'ウォレットにネットワークを追加してから、もう一度お試しください。',
  'walletError.invalidRequest': 'ウォレットがリクエストを処理できませんでした',
  'walletError.transactionRejected': 'ウォレットがトランザクションを拒否しました',
  'walletError.limitExceeded': 'ウォレットが処理しているリクエストが多すぎます',
  'walletError.waitAndRetry': 'しばらく待ってから、もう一度お試しください。',
  'walletError.emptyMessage': '署名するメッセージは空でない文字列である必要があります',
  'walletError.notConnected': '署名する前にウォレットを接続する必要があります',
  'walletConnect.noProjectId': 'WalletConnect にはアプリの WalletConnect Cloud プロジェクト ID が必要です',
  'walletConnect.notInstalled':
    "WalletConnect はウォレット一覧から除外されています。オプションのパッケージ @walletconnect/ethereum-provider が必要です。インストールしてローダーを渡してください: <LatchProvider walletConnect={() => import('@walletconnect/ethereum-provider')}>、または latch.flows.wallets.setWalletConnectLoader(() => import('@walletconnect/ethereum-provider'))。このお知らせなしで WalletConnect を非表示にするには、appearance.supportedWallets から 'wallet_connect' を外してください。",
  'siwe.noPageAddress': 'ウォレットでのログインにはページのアドレス(ブラウザウィンドウ)が必要です',
  'siwe.statement':
    '署名することで、このウォレットの所有者であることを証明してログインします。トランザクションは発生せず、手数料もかかりません。',
} satisfies Translation<typeof en>
