/** The wallet connectors: texts in French (fr). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'walletError.userRejected': 'Vous avez refusé la demande',
  'walletError.signatureRejected': 'Signature refusée',
  'walletError.signAgain': 'Veuillez réessayer de signer.',
  'walletError.userExists': 'Un utilisateur existe déjà pour cette adresse',
  'walletError.tryAnotherAddress': 'Essayez une autre adresse !',
  'walletError.locked': 'Le portefeuille est peut-être verrouillé',
  'walletError.connectionPending': 'Une demande de connexion est déjà en attente',
  'walletError.resourcePending': 'Une demande est déjà en attente',
  'walletError.checkOtherWindows':
    'Vous ne voyez pas votre portefeuille ? Vérifiez vos autres fenêtres de navigateur.',
  'walletError.timeout': 'La demande au portefeuille a expiré',
  'walletError.loginFailed': 'Impossible de se connecter avec le portefeuille',
  'walletError.connectAgain': 'Veuillez réessayer de vous connecter.',
  'walletError.unsupportedMethod': 'Votre portefeuille ne prend pas en charge cette demande',
  'walletError.tryAnotherWallet': 'Essayez un autre portefeuille, ou mettez celui-ci à jour.',
  'walletError.disconnected': 'Votre portefeuille n’est connecté à aucun réseau',
  'walletError.chainDisconnected': 'Votre portefeuille n’est pas connecté au réseau demandé',
  'walletError.checkNetwork': 'Ouvrez votre portefeuille, vérifiez son réseau, puis réessayez.',
  'walletError.unrecognizedChain': 'Ce réseau n’est pas ajouté à votre portefeuille',
  'walletError.addNetwork': 'Ajoutez le réseau dans votre portefeuille, puis réessayez.',
  'walletError.invalidRequest': 'Votre portefeuille n’a pas pu traiter la demande',
  'walletError.transactionRejected': 'Votre portefeuille a refusé la transaction',
  'walletError.limitExceeded': 'Votre portefeuille traite trop de demandes',
  'walletError.waitAndRetry': 'Patientez un instant, puis réessayez.',
  'walletError.emptyMessage': 'Le message à signer doit être une chaîne non vide',
  'walletError.notConnected': 'Un portefeuille doit être connecté avant de signer',
  'walletConnect.noProjectId':
    'WalletConnect a besoin de l’identifiant de projet WalletConnect Cloud de l’app',
  'walletConnect.notInstalled':
    "WalletConnect est absent de la liste des portefeuilles : il nécessite le paquet optionnel @walletconnect/ethereum-provider. Installez-le et passez son chargeur : <LatchProvider walletConnect={() => import('@walletconnect/ethereum-provider')}>, ou latch.flows.wallets.setWalletConnectLoader(() => import('@walletconnect/ethereum-provider')). Pour masquer WalletConnect sans ce message, retirez 'wallet_connect' de appearance.supportedWallets.",
  'siwe.noPageAddress':
    'La connexion avec un portefeuille nécessite l’adresse de la page (une fenêtre de navigateur)',
  'siwe.statement':
    'En signant, vous prouvez que ce portefeuille vous appartient et vous vous connectez. Cela ne lance aucune transaction et ne coûte aucuns frais.',
} satisfies Translation<typeof en>
