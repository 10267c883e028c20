/** The wallet connectors: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'walletError.userRejected': 'Você recusou a solicitação',
  'walletError.signatureRejected': 'Assinatura recusada',
  'walletError.signAgain': 'Tente assinar novamente.',
  'walletError.userExists': 'Já existe um usuário com este endereço',
  'walletError.tryAnotherAddress': 'Tente outro endereço!',
  'walletError.locked': 'A carteira pode estar bloqueada',
  'walletError.connectionPending': 'Já existe uma solicitação de conexão pendente',
  'walletError.resourcePending': 'Já existe uma solicitação pendente',
  'walletError.checkOtherWindows': 'Não está vendo sua carteira? Verifique as outras janelas do navegador.',
  'walletError.timeout': 'A solicitação à carteira expirou',
  'walletError.loginFailed': 'Não foi possível entrar com a carteira',
  'walletError.connectAgain': 'Tente conectar novamente.',
  'walletError.unsupportedMethod': 'Sua carteira não suporta esta solicitação',
  'walletError.tryAnotherWallet': 'Tente outra carteira ou atualize esta.',
  'walletError.disconnected': 'Sua carteira não está conectada a nenhuma rede',
  'walletError.chainDisconnected': 'Sua carteira não está conectada à rede solicitada',
  'walletError.checkNetwork': 'Abra sua carteira, verifique a rede e tente novamente.',
  'walletError.unrecognizedChain': 'Esta rede não foi adicionada à sua carteira',
  'walletError.addNetwork': 'Adicione a rede na sua carteira e tente novamente.',
  'walletError.invalidRequest': 'Sua carteira não conseguiu processar a solicitação',
  'walletError.transactionRejected': 'Sua carteira recusou a transação',
  'walletError.limitExceeded': 'Sua carteira está processando solicitações demais',
  'walletError.waitAndRetry': 'Aguarde um momento e tente novamente.',
  'walletError.emptyMessage': 'A mensagem a ser assinada deve ser um texto não vazio',
  'walletError.notConnected': 'É preciso conectar uma carteira antes de assinar',
  'walletConnect.noProjectId': 'O WalletConnect precisa do ID de projeto do WalletConnect Cloud do app',
  'walletConnect.notInstalled':
    "O WalletConnect ficou fora da lista de carteiras: ele precisa do pacote opcional @walletconnect/ethereum-provider. Instale-o e passe o carregador dele: <LatchProvider walletConnect={() => import('@walletconnect/ethereum-provider')}>, ou latch.flows.wallets.setWalletConnectLoader(() => import('@walletconnect/ethereum-provider')). Para ocultar o WalletConnect sem este aviso, remova 'wallet_connect' de appearance.supportedWallets.",
  'siwe.noPageAddress': 'Entrar com uma carteira exige o endereço da página (uma janela do navegador)',
  'siwe.statement':
    'Ao assinar, você prova que esta carteira é sua e faz login. Isso não inicia nenhuma transação nem gera custos.',
} satisfies Translation<typeof en>
