/** The external-wallet flow: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'walletScreen.loginTitle': 'Mit einer Wallet anmelden',
  'walletScreen.connectTitle': 'Wallet verbinden',
  'walletScreen.connectBody': 'Durch das Verbinden einer Wallet wird kein Konto erstellt.',
  'walletScreen.connectAuthenticatedBody':
    'Du bist angemeldet. Eine hier verbundene Wallet wird nicht mit deinem Konto verknüpft.',
  'walletScreen.listLabel': 'Wallets',
  'walletScreen.noWallets': 'In diesem Browser wurde keine Wallet gefunden.',
  'walletScreen.connecting': 'Verbindung mit {wallet} wird hergestellt',
  'walletScreen.connectingBody': 'Öffne {wallet} und bestätige die Verbindung.',
  'walletScreen.switching': 'Netzwerk wird gewechselt',
  'walletScreen.switchingBody': 'Bestätige den Netzwerkwechsel in {wallet}.',
  'walletScreen.signing': 'Mit {wallet} anmelden',
  'walletScreen.signingBody':
    'Signiere die Nachricht in deiner Wallet, um zu zeigen, dass sie dir gehört. Das Signieren ist keine Transaktion und kostet keine Gebühr.',
  'walletScreen.authenticating': 'Du wirst angemeldet',
  'walletScreen.linking': 'Deine Wallet wird verknüpft',
  'walletScreen.connected': 'Wallet verbunden',
  'walletScreen.scanTitle': 'Mit dem Smartphone scannen',
  'walletScreen.scanBody':
    'Scanne diesen Code mit einer WalletConnect-Wallet oder öffne den Link auf diesem Smartphone.',
  'walletScreen.qrLabel': 'WalletConnect-Kopplungscode',
  'walletScreen.openInWallet': 'In einer Wallet-App öffnen',
  'walletScreen.phantomTitle': 'Phantom wird geöffnet',
  'walletScreen.phantomBody': 'Fahre in der Phantom-App fort.',
  'walletScreen.phantomFallback': 'Phantom hat sich nicht geöffnet?',
  'walletScreen.installPhantom': 'Phantom installieren',
  'walletScreen.installPhantomTitle': 'Phantom herunterladen',
  'walletScreen.installPhantomBody':
    'Phantom ist nicht installiert. Installiere es und komm dann zum Anmelden zurück.',
  'walletScreen.unlink': 'Trennen',
  'walletScreen.linkAnother': 'Wallet verknüpfen',
  'walletScreen.connectedWallets': 'Verbundene Wallets',
  'walletScreen.noConnectedWallets': 'Keine Wallet verbunden.',
  'walletScreen.yourWallet': 'deine Wallet',
} satisfies Translation<typeof en>
