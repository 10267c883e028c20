/** The wallet connectors: texts in German (de). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'walletError.userRejected': 'Du hast die Anfrage abgelehnt',
  'walletError.signatureRejected': 'Signatur abgelehnt',
  'walletError.signAgain': 'Bitte versuche erneut zu signieren.',
  'walletError.userExists': 'Für diese Adresse gibt es bereits einen Nutzer',
  'walletError.tryAnotherAddress': 'Versuche es mit einer anderen Adresse!',
  'walletError.locked': 'Die Wallet ist möglicherweise gesperrt',
  'walletError.connectionPending': 'Es steht bereits eine Verbindungsanfrage aus',
  'walletError.resourcePending': 'Es steht bereits eine Anfrage aus',
  'walletError.checkOtherWindows': 'Du siehst deine Wallet nicht? Prüfe deine anderen Browserfenster.',
  'walletError.timeout': 'Zeitüberschreitung bei der Wallet-Anfrage',
  'walletError.loginFailed': 'Anmeldung mit der Wallet fehlgeschlagen',
  'walletError.connectAgain': 'Bitte versuche erneut, dich zu verbinden.',
  'walletError.unsupportedMethod': 'Deine Wallet unterstützt diese Anfrage nicht',
  'walletError.tryAnotherWallet': 'Versuche eine andere Wallet oder aktualisiere diese.',
  'walletError.disconnected': 'Deine Wallet ist mit keinem Netzwerk verbunden',
  'walletError.chainDisconnected': 'Deine Wallet ist nicht mit dem angefragten Netzwerk verbunden',
  'walletError.checkNetwork': 'Öffne deine Wallet, prüfe das Netzwerk und versuche es dann erneut.',
  'walletError.unrecognizedChain': 'Dieses Netzwerk ist in deiner Wallet nicht hinzugefügt',
  'walletError.addNetwork': 'Füge das Netzwerk in deiner Wallet hinzu und versuche es dann erneut.',
  'walletError.invalidRequest': 'Deine Wallet konnte die Anfrage nicht verarbeiten',
  'walletError.transactionRejected': 'Deine Wallet hat die Transaktion abgelehnt',
  'walletError.limitExceeded': 'Deine Wallet bearbeitet gerade zu viele Anfragen',
  'walletError.waitAndRetry': 'Warte einen Moment und versuche es dann erneut.',
  'walletError.emptyMessage': 'Die zu signierende Nachricht muss ein nicht leerer String sein',
  'walletError.notConnected': 'Vor dem Signieren muss eine Wallet verbunden sein',
  'walletConnect.noProjectId': 'WalletConnect benötigt die WalletConnect-Cloud-Projekt-ID der App',
  'walletConnect.notInstalled':
    "WalletConnect fehlt in der Wallet-Liste: Es benötigt das optionale Paket @walletconnect/ethereum-provider. Installieren Sie es und übergeben Sie seinen Loader: <LatchProvider walletConnect={() => import('@walletconnect/ethereum-provider')}> oder latch.flows.wallets.setWalletConnectLoader(() => import('@walletconnect/ethereum-provider')). Um WalletConnect ohne diesen Hinweis auszublenden, lassen Sie 'wallet_connect' in appearance.supportedWallets weg.",
  'siwe.noPageAddress': 'Die Anmeldung mit einer Wallet benötigt die Adresse der Seite (ein Browserfenster)',
  'siwe.statement':
    'Mit deiner Signatur bestätigst du, dass dir diese Wallet gehört, und meldest dich an. Dabei wird keine Transaktion ausgelöst und es fallen keine Gebühren an.',
} satisfies Translation<typeof en>
