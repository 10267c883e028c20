/** The passkey flow: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
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
} satisfies Translation<typeof en>
