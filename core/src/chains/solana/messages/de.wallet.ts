/** The Solana chain family: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'solana.noSignIn':
    'Diese Wallet kann sich nicht anmelden: Sie bietet weder Sign In With Solana noch das Signieren von Nachrichten',
  'solana.noAccount': 'Ihre Wallet hat kein Solana-Konto freigegeben',
  'solana.signedOtherMessage': 'Ihre Wallet hat eine andere Nachricht signiert als die angefragte',
} satisfies Translation<typeof en>
