/** The Solana chain family: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'solana.noSignIn':
    'このウォレットではログインできません: Sign In With Solana にもメッセージ署名にも対応していません',
  'solana.noAccount': 'ウォレットから Solana アカウントが共有されませんでした',
  'solana.signedOtherMessage': 'ウォレットが要求とは異なるメッセージに署名しました',
} satisfies Translation<typeof en>
