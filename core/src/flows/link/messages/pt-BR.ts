/** The link flow: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'link.alreadyHasEmail': 'O usuário já tem um e-mail vinculado à conta.',
  'link.alreadyHasPhone': 'O usuário já tem um número de telefone vinculado à conta.',
  'link.alreadyHasSocial': 'O usuário já tem uma conta {provider} vinculada à conta.',
  'link.alreadyHasWallet': 'O usuário já tem esta carteira vinculada à conta.',
  'link.linkedToAnotherUser': 'Esta conta já está vinculada a outro usuário.',
  'link.cannotLinkEmbedded': 'Carteiras integradas não podem ser vinculadas nem desvinculadas.',
  'link.lastLoginMethod': 'Não é possível desvincular o último método de login do usuário.',
} satisfies Translation<typeof en>
