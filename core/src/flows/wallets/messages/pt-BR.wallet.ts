/** The external-wallet flow: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'walletScreen.loginTitle': 'Entrar com uma carteira',
  'walletScreen.connectTitle': 'Conectar uma carteira',
  'walletScreen.connectBody': 'Conectar uma carteira não cria uma conta.',
  'walletScreen.connectAuthenticatedBody':
    'Você está conectado. Conectar uma carteira aqui não a vincula à sua conta.',
  'walletScreen.listLabel': 'Carteiras',
  'walletScreen.noWallets': 'Nenhuma carteira foi encontrada neste navegador.',
  'walletScreen.connecting': 'Conectando a {wallet}',
  'walletScreen.connectingBody': 'Abra a {wallet} e aprove a conexão.',
  'walletScreen.switching': 'Trocando de rede',
  'walletScreen.switchingBody': 'Aprove a troca de rede na {wallet}.',
  'walletScreen.signing': 'Entrar com {wallet}',
  'walletScreen.signingBody':
    'Assine a mensagem na sua carteira para provar que ela é sua. Assinar não é uma transação e não tem custo.',
  'walletScreen.authenticating': 'Fazendo seu login',
  'walletScreen.linking': 'Vinculando sua carteira',
  'walletScreen.connected': 'Carteira conectada',
  'walletScreen.scanTitle': 'Escaneie com seu celular',
  'walletScreen.scanBody':
    'Escaneie este código com uma carteira WalletConnect ou abra o link neste celular.',
  'walletScreen.qrLabel': 'Código de pareamento do WalletConnect',
  'walletScreen.openInWallet': 'Abrir em um app de carteira',
  'walletScreen.phantomTitle': 'Abrindo o Phantom',
  'walletScreen.phantomBody': 'Continue no app Phantom.',
  'walletScreen.phantomFallback': 'O Phantom não abriu?',
  'walletScreen.installPhantom': 'Instalar o Phantom',
  'walletScreen.installPhantomTitle': 'Baixe o Phantom',
  'walletScreen.installPhantomBody': 'O Phantom não está instalado. Instale-o e volte para entrar.',
  'walletScreen.unlink': 'Desvincular',
  'walletScreen.linkAnother': 'Vincular uma carteira',
  'walletScreen.connectedWallets': 'Carteiras conectadas',
  'walletScreen.noConnectedWallets': 'Nenhuma carteira conectada.',
  'walletScreen.yourWallet': 'sua carteira',
} satisfies Translation<typeof en>
