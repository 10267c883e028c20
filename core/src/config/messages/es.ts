/** The config checks: texts in Spanish (es). */
import type { Translation } from '../../intl/translation'
import type en from './en'

export default {
  'config.invalidAppId': 'No se puede inicializar el proveedor de Privy con un ID de app de Privy no válido',
  'config.noLoginMethods': 'Debes activar al menos un método de inicio de sesión',
  'config.emptySupportedChains': 'supportedChains debe contener al menos una cadena',
  'config.defaultChainNotSupported': 'defaultChain debe ser una de las supportedChains',
  'config.supportedChainsWins':
    'Se indicaron supportedChains y additionalChains: se usa supportedChains y se ignora additionalChains',
  'config.waitForConfirmationNeedsNoPrompt':
    'embeddedWallets.waitForTransactionConfirmation solo puede ser false cuando embeddedWallets.noPromptOnSignature es true',
  'config.unknownWalletName': 'Nombre de billetera no compatible: {name}',
  'config.unsupportedCaptchaSiteKey': 'Clave de sitio de captcha no compatible',
  'config.backgroundLuminance':
    'El color de fondo {color} tiene una luminancia entre 0,2 y 0,8: el texto puede ser difícil de leer tanto en modo claro como oscuro',
  'config.invalidApiUrl': 'apiUrl debe ser una URL http(s) absoluta',
  'config.apiUrlWithPath': 'apiUrl debe ser el origen del servidor, sin ruta: {origin}',
  'config.logoNotShown':
    'No se muestra {source} {logo}: usa una URL https (http solo en localhost), una ruta de tu sitio o una URL data:image',
  'config.loginMethodOffOnServer':
    'loginMethods.{method} está activado en la configuración, pero desactivado en los ajustes del servidor de la app: el servidor rechazará esos inicios de sesión',
  'config.unsupportedChainId': 'chainId no compatible',
  'config.chainNotSupported':
    'El ID de cadena {id} no es compatible. Debe añadirse a la propiedad config.supportedChains de LatchProvider.',
  'config.unknownLocale':
    'intl.locale {locale} no es un idioma incluido ({locales}): los textos se muestran en inglés',
} satisfies Translation<typeof en>
