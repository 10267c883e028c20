/** The Solana chain family: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'solana.noSignIn':
    'Esta billetera no puede iniciar sesión: no ofrece Sign In With Solana ni la firma de mensajes',
  'solana.noAccount': 'Tu billetera no compartió ninguna cuenta de Solana',
  'solana.signedOtherMessage': 'Tu billetera firmó un mensaje distinto del solicitado',
} satisfies Translation<typeof en>
