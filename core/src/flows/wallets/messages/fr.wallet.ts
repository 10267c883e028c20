/** The external-wallet flow: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'walletScreen.loginTitle': 'Se connecter avec un portefeuille',
  'walletScreen.connectTitle': 'Connecter un portefeuille',
  'walletScreen.connectBody': 'Connecter un portefeuille ne crée pas de compte.',
  'walletScreen.connectAuthenticatedBody':
    'Vous êtes connecté. Connecter un portefeuille ici ne l’associe pas à votre compte.',
  'walletScreen.listLabel': 'Portefeuilles',
  'walletScreen.noWallets': 'Aucun portefeuille n’a été trouvé dans ce navigateur.',
  'walletScreen.connecting': 'Connexion à {wallet}',
  'walletScreen.connectingBody': 'Ouvrez {wallet} et approuvez la connexion.',
  'walletScreen.switching': 'Changement de réseau',
  'walletScreen.switchingBody': 'Approuvez le changement de réseau dans {wallet}.',
  'walletScreen.signing': 'Se connecter avec {wallet}',
  'walletScreen.signingBody':
    'Signez le message dans votre portefeuille pour prouver qu’il vous appartient. Signer n’est pas une transaction et ne coûte rien.',
  'walletScreen.authenticating': 'Connexion en cours',
  'walletScreen.linking': 'Association de votre portefeuille',
  'walletScreen.connected': 'Portefeuille connecté',
  'walletScreen.scanTitle': 'Scannez avec votre téléphone',
  'walletScreen.scanBody':
    'Scannez ce code avec un portefeuille WalletConnect, ou ouvrez le lien sur ce téléphone.',
  'walletScreen.qrLabel': 'Code d’association WalletConnect',
  'walletScreen.openInWallet': 'Ouvrir dans une app de portefeuille',
  'walletScreen.phantomTitle': 'Ouverture de Phantom',
  'walletScreen.phantomBody': 'Continuez dans l’app Phantom.',
  'walletScreen.phantomFallback': 'Phantom ne s’est pas ouvert ?',
  'walletScreen.installPhantom': 'Installer Phantom',
  'walletScreen.installPhantomTitle': 'Obtenir Phantom',
  'walletScreen.installPhantomBody':
    'Phantom n’est pas installé. Installez-le, puis revenez pour vous connecter.',
  'walletScreen.unlink': 'Dissocier',
  'walletScreen.linkAnother': 'Associer un portefeuille',
  'walletScreen.connectedWallets': 'Portefeuilles connectés',
  'walletScreen.noConnectedWallets': 'Aucun portefeuille connecté.',
  'walletScreen.yourWallet': 'votre portefeuille',
} satisfies Translation<typeof en>
