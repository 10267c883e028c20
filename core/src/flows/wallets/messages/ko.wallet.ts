/** The external-wallet flow: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'walletScreen.loginTitle': '지갑으로 로그인',
  'walletScreen.connectTitle': '지갑 연결',
  'walletScreen.connectBody': '지갑을 연결해도 계정이 만들어지지 않습니다.',
  'walletScreen.connectAuthenticatedBody':
    '로그인되어 있습니다. 여기서 지갑을 연결해도 계정에 연동되지 않습니다.',
  'walletScreen.listLabel': '지갑',
  'walletScreen.noWallets': '이 브라우저에서 지갑을 찾지 못했습니다.',
  'walletScreen.connecting': '{wallet}에 연결하는 중',
  'walletScreen.connectingBody': '{wallet}을(를) 열고 연결을 승인하세요.',
  'walletScreen.switching': '네트워크 전환 중',
  'walletScreen.switchingBody': '{wallet}에서 네트워크 변경을 승인하세요.',
  'walletScreen.signing': '{wallet}(으)로 로그인',
  'walletScreen.signingBody':
    '지갑에서 메시지에 서명해 지갑 소유자임을 증명하세요. 서명은 트랜잭션이 아니며 수수료가 들지 않습니다.',
  'walletScreen.authenticating': '로그인하는 중',
  'walletScreen.linking': '지갑을 연동하는 중',
  'walletScreen.connected': '지갑이 연결되었습니다',
  'walletScreen.scanTitle': '휴대폰으로 스캔',
  'walletScreen.scanBody': 'WalletConnect 지갑으로 이 코드를 스캔하거나, 이 휴대폰에서 링크를 여세요.',
  'walletScreen.qrLabel': 'WalletConnect 페어링 코드',
  'walletScreen.openInWallet': '지갑 앱에서 열기',
  'walletScreen.phantomTitle': 'Phantom을 여는 중',
  'walletScreen.phantomBody': 'Phantom 앱에서 계속하세요.',
  'walletScreen.phantomFallback': 'Phantom이 열리지 않나요?',
  'walletScreen.installPhantom': 'Phantom 설치',
  'walletScreen.installPhantomTitle': 'Phantom 받기',
  'walletScreen.installPhantomBody': 'Phantom이 설치되어 있지 않습니다. 설치한 후 돌아와서 로그인하세요.',
  'walletScreen.unlink': '연동 해제',
  'walletScreen.linkAnother': '지갑 연동',
  'walletScreen.connectedWallets': '연결된 지갑',
  'walletScreen.noConnectedWallets': '연결된 지갑이 없습니다.',
  'walletScreen.yourWallet': '내 지갑',
} satisfies Translation<typeof en>
