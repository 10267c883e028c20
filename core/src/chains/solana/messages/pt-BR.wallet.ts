/** The Solana chain family: texts in Portuguese (Brazil) (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'solana.noSignIn':
    'Esta carteira não pode entrar: não oferece Sign In With Solana nem a assinatura de mensagens',
  'solana.noAccount': 'Sua carteira não compartilhou nenhuma conta Solana',
  'solana.signedOtherMessage': 'Sua carteira assinou uma mensagem diferente da solicitada',
} satisfies Translation<typeof en>
