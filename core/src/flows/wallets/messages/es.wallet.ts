/** The external-wallet flow: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'walletScreen.loginTitle': 'Inicia sesión con una billetera',
  'walletScreen.connectTitle': 'Conecta una billetera',
  'walletScreen.connectBody': 'Conectar una billetera no crea una cuenta.',
  'walletScreen.connectAuthenticatedBody':
    'Ya has iniciado sesión. Conectar una billetera aquí no la vincula a tu cuenta.',
  'walletScreen.listLabel': 'Billeteras',
  'walletScreen.noWallets': 'No se encontró ninguna billetera en este navegador.',
  'walletScreen.connecting': 'Conectando con {wallet}',
  'walletScreen.connectingBody': 'Abre {wallet} y aprueba la conexión.',
  'walletScreen.switching': 'Cambiando de red',
  'walletScreen.switchingBody': 'Aprueba el cambio de red en {wallet}.',
  'walletScreen.signing': 'Inicia sesión con {wallet}',
  'walletScreen.signingBody':
    'Firma el mensaje en tu billetera para demostrar que es tuya. Firmar no es una transacción y no tiene ningún costo.',
  'walletScreen.authenticating': 'Iniciando sesión',
  'walletScreen.linking': 'Vinculando tu billetera',
  'walletScreen.connected': 'Billetera conectada',
  'walletScreen.scanTitle': 'Escanea con tu teléfono',
  'walletScreen.scanBody':
    'Escanea este código con una billetera compatible con WalletConnect o abre el enlace en este teléfono.',
  'walletScreen.qrLabel': 'Código de vinculación de WalletConnect',
  'walletScreen.openInWallet': 'Abrir en una app de billetera',
  'walletScreen.phantomTitle': 'Abriendo Phantom',
  'walletScreen.phantomBody': 'Continúa en la app de Phantom.',
  'walletScreen.phantomFallback': '¿No se abrió Phantom?',
  'walletScreen.installPhantom': 'Instalar Phantom',
  'walletScreen.installPhantomTitle': 'Consigue Phantom',
  'walletScreen.installPhantomBody': 'Phantom no está instalado. Instálalo y vuelve para iniciar sesión.',
  'walletScreen.unlink': 'Desvincular',
  'walletScreen.linkAnother': 'Vincular una billetera',
  'walletScreen.connectedWallets': 'Billeteras conectadas',
  'walletScreen.noConnectedWallets': 'No hay ninguna billetera conectada.',
  'walletScreen.yourWallet': 'tu billetera',
} satisfies Translation<typeof en>
