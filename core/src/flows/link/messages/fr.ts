/** The link flow: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'link.alreadyHasEmail': 'L’utilisateur a déjà une adresse e-mail associée à son compte.',
  'link.alreadyHasPhone': 'L’utilisateur a déjà un numéro de téléphone associé à son compte.',
  'link.alreadyHasSocial': 'L’utilisateur a déjà un compte {provider} associé à son compte.',
  'link.alreadyHasWallet': 'L’utilisateur a déjà associé ce portefeuille à son compte.',
  'link.linkedToAnotherUser': 'Ce compte est déjà associé à un autre utilisateur.',
  'link.cannotLinkEmbedded': 'Les portefeuilles intégrés ne peuvent être ni associés ni dissociés.',
  'link.lastLoginMethod': "Impossible de dissocier la dernière méthode de connexion de l'utilisateur.",
} satisfies Translation<typeof en>
