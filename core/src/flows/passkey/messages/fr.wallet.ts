/** The passkey flow: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'passkey.manageTitle': "Clés d'accès",
  'passkey.manageDetail':
    "Connectez-vous avec votre empreinte, votre visage ou le verrouillage de l'écran au lieu d'un code.",
  'passkey.empty': "Vous n'avez pas encore de clé d'accès.",
  'passkey.add': "Ajouter une clé d'accès",
  'passkey.rename': 'Renommer',
  'passkey.renameNamed': 'Renommer {name}',
  'passkey.nameLabel': "Nom de la clé d'accès",
  'passkey.save': 'Enregistrer',
  'passkey.remove': 'Supprimer',
  'passkey.removeNamed': 'Supprimer {name}',
  'passkey.removeConfirm': 'Supprimer {name} ? Vous ne pourrez plus vous connecter avec elle.',
} satisfies Translation<typeof en>
