/** The link flow: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'link.alreadyHasEmail': 'El usuario ya tiene un correo electrónico vinculado a su cuenta.',
  'link.alreadyHasPhone': 'El usuario ya tiene un número de teléfono vinculado a su cuenta.',
  'link.alreadyHasSocial': 'El usuario ya tiene una cuenta de {provider} vinculada a su cuenta.',
  'link.alreadyHasWallet': 'El usuario ya tiene esta billetera vinculada a su cuenta.',
  'link.linkedToAnotherUser': 'Esta cuenta ya está vinculada a otro usuario.',
  'link.cannotLinkEmbedded': 'Las billeteras integradas no se pueden vincular ni desvincular.',
  'link.lastLoginMethod': 'No se puede desvincular el último método de inicio de sesión del usuario.',
} satisfies Translation<typeof en>
