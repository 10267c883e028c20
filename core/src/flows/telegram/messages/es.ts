/** The Telegram flow: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'telegram.label': 'Telegram',
  'telegram.awaiting': 'Esperando a Telegram',
  'telegram.awaitingDetail': 'Confirma el inicio de sesión en la ventana de Telegram para continuar.',
  'telegram.cancelled': 'Se cerró el inicio de sesión con Telegram.',
  'telegram.unavailable': 'El inicio de sesión con Telegram no está disponible aquí.',
  'telegram.expired': 'Este inicio de sesión con Telegram ha caducado. Inténtalo de nuevo.',
  'telegram.failed': 'No se pudo comprobar el inicio de sesión con Telegram. Inténtalo de nuevo.',
} satisfies Translation<typeof en>
