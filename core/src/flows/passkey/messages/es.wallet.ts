/** The passkey flow: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'passkey.manageTitle': 'Llaves de acceso',
  'passkey.manageDetail':
    'Inicia sesión con tu huella, tu cara o el bloqueo de pantalla en lugar de un código.',
  'passkey.empty': 'Todavía no tienes llaves de acceso.',
  'passkey.add': 'Añadir una llave de acceso',
  'passkey.rename': 'Cambiar nombre',
  'passkey.renameNamed': 'Cambiar el nombre de {name}',
  'passkey.nameLabel': 'Nombre de la llave de acceso',
  'passkey.save': 'Guardar',
  'passkey.remove': 'Eliminar',
  'passkey.removeNamed': 'Eliminar {name}',
  'passkey.removeConfirm': '¿Eliminar {name}? Ya no podrás iniciar sesión con ella.',
} satisfies Translation<typeof en>
