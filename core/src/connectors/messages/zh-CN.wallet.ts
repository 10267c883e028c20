/** The wallet connectors: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'walletError.userRejected': '你拒绝了该请求',
  'walletError.signatureRejected': '签名被拒绝',
  'walletError.signAgain': '请重新签名。',
  'walletError.userExists': '此地址已存在用户',
  'walletError.tryAnotherAddress': '请尝试其他地址!',
  'walletError.locked': '钱包可能已锁定',
  'walletError.connectionPending': '已有一个待处理的连接请求',
  'walletError.resourcePending': '已有一个待处理的请求',
  'walletError.checkOtherWindows': '没有看到你的钱包?请检查其他浏览器窗口。',
  'walletError.timeout': '钱包请求超时',
  'walletError.loginFailed': '无法使用钱包登录',
  'walletError.connectAgain': '请重新连接。',
  'walletError.unsupportedMethod': '你的钱包不支持此请求',
  'walletError.tryAnotherWallet': '请尝试其他钱包,或更新此钱包。',
  'walletError.disconnected': '你的钱包未连接到任何网络',
  'walletError.chainDisconnected': '你的钱包未连接到所请求的网络',
  'walletError.checkNetwork': '请打开钱包检查网络,然后重试。',
  'walletError.unrecognizedChain': '你的钱包中尚未添加此网络',
  'walletError.addNetwork': '请在钱包中添加该网络,然后重试。',
  'walletError.invalidRequest': '你的钱包无法处理该请求',
  'walletError.transactionRejected': '你的钱包拒绝了该交易',
  'walletError.limitExceeded': '你的钱包正在处理的请求过多',
  'walletError.waitAndRetry': '请稍候,然后重试。',
  'walletError.emptyMessage': '要签名的消息必须是非空字符串',
  'walletError.notConnected': '签名前必须先连接钱包',
  'walletConnect.noProjectId': 'WalletConnect 需要应用的 WalletConnect Cloud 项目 ID',
  'walletConnect.notInstalled':
    "WalletConnect 未列入钱包列表：它需要可选包 @walletconnect/ethereum-provider。请安装该包并传入其加载器：<LatchProvider walletConnect={() => import('@walletconnect/ethereum-provider')}>，或 latch.flows.wallets.setWalletConnectLoader(() => import('@walletconnect/ethereum-provider'))。如要隐藏 WalletConnect 且不显示此提示，请从 appearance.supportedWallets 中去掉 'wallet_connect'。",
  'siwe.noPageAddress': '使用钱包登录需要页面地址(浏览器窗口)',
  'siwe.statement': '签名即证明你拥有此钱包并完成登录。此操作不会发起任何交易,也不会产生任何费用。',
} satisfies Translation<typeof en>
