/** The wallet connectors: texts in Korean (ko). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'walletError.userRejected': '요청을 거부했습니다',
  'walletError.signatureRejected': '서명이 거부되었습니다',
  'walletError.signAgain': '다시 서명해 주세요.',
  'walletError.userExists': '이 주소로 가입한 사용자가 이미 있습니다',
  'walletError.tryAnotherAddress': '다른 주소로 시도해 보세요!',
  'walletError.locked': '지갑이 잠겨 있을 수 있습니다',
  'walletError.connectionPending': '대기 중인 연결 요청이 이미 있습니다',
  'walletError.resourcePending': '대기 중인 요청이 이미 있습니다',
  'walletError.checkOtherWindows': '지갑이 보이지 않나요? 다른 브라우저 창을 확인해 주세요.',
  'walletError.timeout': '지갑 요청 시간이 초과되었습니다',
  'walletError.loginFailed': '지갑으로 로그인하지 못했습니다',
  'walletError.connectAgain': '다시 연결해 주세요.',
  'walletError.unsupportedMethod': '지갑이 이 요청을 지원하지 않습니다',
  'walletError.tryAnotherWallet': '다른 지갑을 사용하거나 이 지갑을 업데이트하세요.',
  'walletError.disconnected': '지갑이 어떤 네트워크에도 연결되어 있지 않습니다',
  'walletError.chainDisconnected': '지갑이 요청한 네트워크에 연결되어 있지 않습니다',
  'walletError.checkNetwork': '지갑을 열어 네트워크를 확인한 후 다시 시도하세요.',
  'walletError.unrecognizedChain': '이 네트워크가 지갑에 추가되어 있지 않습니다',
  'walletError.addNetwork': '지갑에 네트워크를 추가한 후 다시 시도하세요.',
  'walletError.invalidRequest': '지갑이 요청을 처리하지 못했습니다',
  'walletError.transactionRejected': '지갑이 트랜잭션을 거부했습니다',
  'walletError.limitExceeded': '지갑이 너무 많은 요청을 처리하고 있습니다',
  'walletError.waitAndRetry': '잠시 기다린 후 다시 시도하세요.',
  'walletError.emptyMessage': '서명할 메시지는 비어 있지 않은 문자열이어야 합니다',
  'walletError.notConnected': '서명하기 전에 지갑을 연결해야 합니다',
  'walletConnect.noProjectId': 'WalletConnect에는 앱의 WalletConnect Cloud 프로젝트 ID가 필요합니다',
  'walletConnect.notInstalled':
    "WalletConnect가 지갑 목록에서 빠졌습니다: 선택 패키지 @walletconnect/ethereum-provider가 필요합니다. 설치한 뒤 로더를 전달하세요: <LatchProvider walletConnect={() => import('@walletconnect/ethereum-provider')}> 또는 latch.flows.wallets.setWalletConnectLoader(() => import('@walletconnect/ethereum-provider')). 이 안내 없이 WalletConnect를 숨기려면 appearance.supportedWallets에서 'wallet_connect'를 빼세요.",
  'siwe.noPageAddress': '지갑으로 로그인하려면 페이지 주소(브라우저 창)가 필요합니다',
  'siwe.statement':
    '서명하면 이 지갑의 소유자임을 증명하고 로그인합니다. 트랜잭션이 발생하지 않으며 수수료도 들지 않습니다.',
} satisfies Translation<typeof en>
