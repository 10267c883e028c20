/** The Solana chain family: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'solana.noSignIn':
    'Ce portefeuille ne peut pas se connecter : il ne propose ni Sign In With Solana ni la signature de messages',
  'solana.noAccount': 'Votre portefeuille n’a partagé aucun compte Solana',
  'solana.signedOtherMessage': 'Votre portefeuille a signé un autre message que celui demandé',
} satisfies Translation<typeof en>
