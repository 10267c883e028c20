/** The step-up flow: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'stepUp.title': 'Confirma que eres tú',
  'stepUp.body': 'Por tu seguridad, confirma que eres tú antes de este cambio en tu cuenta.',
  'stepUp.sendTo': 'Enviar un código a {recipient}',
  'stepUp.sending': 'Enviando un código a {recipient}',
  'stepUp.otherMethod': 'Usar otro método',
  'stepUp.reloginBody': 'Por tu seguridad, vuelve a iniciar sesión para hacer este cambio.',
  'stepUp.logout': 'Cerrar sesión',
  'stepUp.canceled': 'Confirmación cancelada',
  'stepUp.timeout': 'Se agotó el tiempo de la confirmación: inténtalo de nuevo',
  'stepUp.cannotRemove':
    'Ninguno de tus otros métodos de inicio de sesión se añadió antes que este, así que ninguno puede aprobar que lo quites.',
} satisfies Translation<typeof en>
