/** The OAuth flow: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'oauth.awaiting': 'Iniciando sesión con {provider}',
  'oauth.awaitingDetail': 'Completa el inicio de sesión en la ventana de {provider} para continuar.',
  'oauth.failed': 'Falló la autenticación',
  'oauth.linkedToAnotherUser': 'Esta cuenta ya está vinculada a otro usuario.',
  'oauth.invalidCredentials': 'Algo salió mal. Inténtalo de nuevo.',
  'oauth.providerFailed': 'No se pudo iniciar sesión con {provider}. Inténtalo de nuevo.',
  'oauth.userDenied': 'Revisa {provider} para terminar de conectar tu cuenta.',
  'oauth.stateMismatch': 'Código no válido durante el flujo de OAuth.',
  'oauth.retry': 'Reintentar',
} satisfies Translation<typeof en>
