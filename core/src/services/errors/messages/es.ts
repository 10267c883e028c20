/** The client errors: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
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
} satisfies Translation<typeof en>
