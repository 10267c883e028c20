/** Spanish (es): the login group. Keys and placeholders as in `../messages.ts`. */
import type { LoginCatalogue } from '../intl/catalogue'

const es: LoginCatalogue = {
  // ── Config ──────────────────────────────────────────────────────────────────
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
  'config.logoNotShown':
    'No se muestra {source} {logo}: usa una URL https (http solo en localhost), una ruta de tu sitio o una URL data:image',
  'config.loginMethodOffOnServer':
    'loginMethods.{method} está activado en la configuración, pero desactivado en los ajustes del servidor de la app: el servidor rechazará esos inicios de sesión',
  'config.unsupportedChainId': 'chainId no compatible',
  'config.chainNotSupported':
    'El ID de cadena {id} no es compatible. Debe añadirse a la propiedad config.supportedChains de LatchProvider.',
  'config.unknownLocale':
    'intl.locale {locale} no es un idioma incluido ({locales}): los textos se muestran en inglés',
  'intl.loadFailed': 'No se pudieron cargar los textos de {locale}, así que se muestran en inglés: {reason}',

  // ── Client errors ───────────────────────────────────────────────────────────
  'error.requestTimeout': 'Se agotó el tiempo de espera de la solicitud',
  'error.mustBeAuthenticated': 'El usuario debe haber iniciado sesión',
  'error.captchaFailed': 'Falló el captcha',
  'error.oauthInvalidCode': 'Código no válido durante el flujo de OAuth.',
  'error.noApiInstance': 'El flujo de autenticación no tiene una instancia de API',
  'error.unableToConnectWallet': 'No se pudo conectar con la billetera.',
  'error.malformedResponse': 'El servidor envió una respuesta con un formato inesperado',
  'error.network': 'Falló la solicitud de red',
  'error.rateLimited': 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
  'error.somethingWentWrong': 'Algo salió mal',
  'error.alreadyAuthenticated': 'Se llamó a login() cuando el usuario ya había iniciado sesión',
  'error.exitedAuthFlow': 'El usuario cerró el inicio de sesión antes de terminar',
  'error.unknownScreen': 'Pantalla del modal desconocida: {screen}',
  'error.originNotAllowed':
    'Este origen ({origin}) no está permitido para la app {appId}: añádelo a los orígenes permitidos de la app',
  'error.requestFailed': 'La solicitud falló con el estado {status}',

  // ── Landing ─────────────────────────────────────────────────────────────────
  'landing.title': 'Inicia sesión o regístrate',
  'landing.legalPrefix': 'Al iniciar sesión, acepto los',
  'landing.terms': 'Términos',
  'landing.termsOfService': 'Términos del servicio',
  'landing.privacyPolicy': 'Política de privacidad',
  'landing.and': 'y la',
  'landing.protectedBy': 'Protegido por',
  'landing.protectedByName': 'Latch',
  'landing.moreOptions': 'Más opciones',
  'landing.moreWallets': 'Más billeteras',
  'landing.emailPlaceholder': 'tu@correo.com',
  'landing.phonePlaceholder': 'Número de teléfono',
  'landing.submit': 'Enviar',
  'landing.continueWith': 'Continuar con {provider}',
  'landing.continueWithWallet': 'Continuar con una billetera',
  'landing.continueWithPasskey': 'Continuar con una llave de acceso',
  'landing.back': 'Atrás',
  'landing.close': 'Cerrar',
  'landing.country': 'País',
  'landing.emailLabel': 'Correo electrónico',
  'landing.phoneLabel': 'Número de teléfono',
  'landing.continueWithEmail': 'Continuar con correo electrónico',
  'landing.continueWithPhone': 'Continuar con teléfono',

  // ── Wallet list / connection ────────────────────────────────────────────────
  'wallet.connect': 'Conectar',
  'wallet.dontSeeWallet': '¿No ves tu billetera? Revisa las otras ventanas del navegador.',
  'wallet.unableToConnect': 'No se pudo conectar la billetera',
  'wallet.useDifferentWallet': 'Usar otra billetera',
  'wallet.loginFailed': 'No se pudo conectar con la billetera',
  'wallet.tryAgain': 'Reintentar',
  'wallet.cancel': 'Cancelar',

  // ── Code entry ──────────────────────────────────────────────────────────────
  'code.title': 'Introduce el código de confirmación',
  'code.sentTo': 'Revisa {recipient}: te enviamos un correo. Introduce el código a continuación.',
  'code.sentToPhone': 'Revisa {recipient}: te enviamos un SMS. Introduce el código a continuación.',
  'code.resend': 'Reenviar código',
  'code.resent': 'Código enviado',
  'code.numeric': 'El código debe ser numérico',
  'stepUp.invalidType': "Un código de verificación va a 'email' o 'phone'",
  'code.invalidOrExpired': 'Código de verificación no válido o caducado',
  'code.issueVerifying': 'Problema al verificar el código',
  'code.label': 'Dígito {index} de {length} del código',
  'code.requestPending': 'Ya hay un inicio de sesión por {channel} en curso',
  'code.noCodeSent': 'No se envió ningún código por {channel}: primero llama al comando init',
  'code.noChannelWaiting': 'No se envió ningún código: primero llama a initLoginWithEmail o initLoginWithSms',

  // ── Email / SMS submit ──────────────────────────────────────────────────────
  'email.issueSubmitting': 'Problema al enviar el correo electrónico',
  'email.invalid': 'Introduce un correo electrónico válido',
  'sms.issueSubmitting': 'Problema al enviar el número de teléfono',
  'sms.invalid': 'Introduce un número de teléfono válido',
  'captcha.issueVerifying': 'Problema al verificar que eres una persona',

  // ── OAuth ───────────────────────────────────────────────────────────────────
  'oauth.awaiting': 'Iniciando sesión con {provider}',
  'oauth.awaitingDetail': 'Completa el inicio de sesión en la ventana de {provider} para continuar.',
  'oauth.failed': 'Falló la autenticación',
  'oauth.linkedToAnotherUser': 'Esta cuenta ya está vinculada a otro usuario.',
  'oauth.invalidCredentials': 'Algo salió mal. Inténtalo de nuevo.',
  'oauth.userDenied': 'Revisa {provider} para terminar de conectar tu cuenta.',
  'oauth.stateMismatch': 'Código no válido durante el flujo de OAuth.',
  'oauth.retry': 'Reintentar',
  'passkey.awaiting': 'Esperando tu llave de acceso',
  'passkey.awaitingDetail':
    'Usa tu huella, tu cara o el bloqueo de pantalla en la ventana del navegador para continuar.',
  'passkey.awaitingCreate': 'Creando una llave de acceso',
  'passkey.cancel': 'Cancelar',
  'passkey.retry': 'Reintentar',
  'passkey.noPasskey':
    'No se usó ninguna llave de acceso. Si este dispositivo no tiene una para esta app, inicia sesión de otra forma y luego añade una.',
  'passkey.notAllowed': 'La solicitud de llave de acceso se canceló o no se permitió.',
  'passkey.unsupported': 'Este navegador no admite llaves de acceso.',
  'passkey.alreadyRegistered': 'Esta llave de acceso ya está en tu cuenta.',
  'passkey.failed': 'No se pudo comprobar la llave de acceso. Inténtalo de nuevo.',
  'passkey.created': 'Creada el {date}',
  'passkey.lastUsed': 'Último uso: {date}',
  'passkey.neverUsed': 'Aún sin usar',
  'passkey.nameRequired': 'Escribe un nombre para esta llave de acceso.',
  'passkey.nameTooLong': 'Usa como máximo {max} caracteres.',
  'passkey.nameInvalid': 'Este nombre contiene caracteres que no se pueden usar.',

  // ── Allowlist ───────────────────────────────────────────────────────────────
  'allowlist.title': 'No tienes acceso a esta app',
  'allowlist.detail': '¿Te han invitado?',
  'allowlist.cta': 'Probar con otra cuenta',

  // ── Link ────────────────────────────────────────────────────────────────────
  'link.alreadyHasEmail': 'El usuario ya tiene un correo electrónico vinculado a su cuenta.',
  'link.alreadyHasPhone': 'El usuario ya tiene un número de teléfono vinculado a su cuenta.',
  'link.alreadyHasSocial': 'El usuario ya tiene una cuenta de {provider} vinculada a su cuenta.',
  'link.alreadyHasWallet': 'El usuario ya tiene esta billetera vinculada a su cuenta.',
  'link.linkedToAnotherUser': 'Esta cuenta ya está vinculada a otro usuario.',
  'link.cannotLinkEmbedded': 'Las billeteras integradas no se pueden vincular ni desvincular.',
  'link.lastLoginMethod': 'No se puede desvincular el último método de inicio de sesión del usuario.',

  // ── Generic ─────────────────────────────────────────────────────────────────
  'generic.close': 'Cerrar',
  'generic.back': 'Atrás',
  'generic.cancel': 'Cancelar',
  'generic.continue': 'Continuar',
  'generic.loading': 'Cargando',
}

export default es
