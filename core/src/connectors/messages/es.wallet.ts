/** The wallet connectors: texts in Spanish (es). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'walletError.userRejected': 'Rechazaste la solicitud',
  'walletError.signatureRejected': 'Firma rechazada',
  'walletError.signAgain': 'Vuelve a intentar firmar.',
  'walletError.userExists': 'Ya existe un usuario con esta dirección',
  'walletError.tryAnotherAddress': '¡Prueba con otra dirección!',
  'walletError.locked': 'Puede que la billetera esté bloqueada',
  'walletError.connectionPending': 'Ya hay una solicitud de conexión pendiente',
  'walletError.resourcePending': 'Ya hay una solicitud pendiente',
  'walletError.checkOtherWindows': '¿No ves tu billetera? Revisa las otras ventanas del navegador.',
  'walletError.timeout': 'Se agotó el tiempo de espera de la billetera',
  'walletError.loginFailed': 'No se pudo iniciar sesión con la billetera',
  'walletError.connectAgain': 'Vuelve a intentar la conexión.',
  'walletError.unsupportedMethod': 'Tu billetera no admite esta solicitud',
  'walletError.tryAnotherWallet': 'Prueba con otra billetera o actualiza esta.',
  'walletError.disconnected': 'Tu billetera no está conectada a ninguna red',
  'walletError.chainDisconnected': 'Tu billetera no está conectada a la red solicitada',
  'walletError.checkNetwork': 'Abre tu billetera, revisa la red y vuelve a intentarlo.',
  'walletError.unrecognizedChain': 'Esta red no está añadida a tu billetera',
  'walletError.addNetwork': 'Añade la red en tu billetera y vuelve a intentarlo.',
  'walletError.invalidRequest': 'Tu billetera no pudo procesar la solicitud',
  'walletError.transactionRejected': 'Tu billetera rechazó la transacción',
  'walletError.limitExceeded': 'Tu billetera está gestionando demasiadas solicitudes',
  'walletError.waitAndRetry': 'Espera un momento y vuelve a intentarlo.',
  'walletError.emptyMessage': 'El mensaje que se va a firmar debe ser una cadena no vacía',
  'walletError.notConnected': 'Hay que conectar una billetera antes de firmar',
  'walletConnect.noProjectId': 'WalletConnect necesita el ID de proyecto de WalletConnect Cloud de la app',
  'walletConnect.notInstalled':
    "WalletConnect no aparece en la lista de billeteras: necesita el paquete opcional @walletconnect/ethereum-provider. Instálalo y pasa su cargador: <LatchProvider walletConnect={() => import('@walletconnect/ethereum-provider')}>, o latch.flows.wallets.setWalletConnectLoader(() => import('@walletconnect/ethereum-provider')). Para ocultar WalletConnect sin este aviso, quita 'wallet_connect' de appearance.supportedWallets.",
  'siwe.noPageAddress':
    'Iniciar sesión con una billetera requiere la dirección de la página (una ventana del navegador)',
  'siwe.statement':
    'Al firmar, demuestras que esta billetera es tuya e inicias sesión. Esto no inicia ninguna transacción ni tiene ningún costo.',
} satisfies Translation<typeof en>
