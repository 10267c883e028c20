/** The email and SMS code flow: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'code.title': '確認コードを入力',
  'code.sentTo': '{recipient} 宛てに送信したメールを確認し、下にコードを入力してください。',
  'code.sentToPhone': '{recipient} 宛てに送信した SMS を確認し、下にコードを入力してください。',
  'code.resend': 'コードを再送信',
  'code.resent': 'コードを送信しました',
  'code.numeric': 'コードは数字で入力してください',
  'code.invalidOrExpired': '確認コードが無効か、有効期限が切れています',
  'code.issueVerifying': 'コードの確認中に問題が発生しました',
  'code.label': 'コードの {length} 桁中 {index} 桁目',
  'code.requestPending': '{channel} でのログインがすでに進行中です',
  'code.noCodeSent': '{channel} のコードは送信されていません。先に init コマンドを呼び出してください',
  'code.noChannelWaiting':
    'コードは送信されていません。先に initLoginWithEmail または initLoginWithSms を呼び出してください',
  'email.issueSubmitting': 'メールアドレスの送信中に問題が発生しました',
  'email.invalid': '有効なメールアドレスを入力してください',
  'sms.issueSubmitting': '電話番号の送信中に問題が発生しました',
  'sms.invalid': '有効な電話番号を入力してください',
  'sms.unavailable': 'この電話番号ではSMSを利用できません',
} satisfies Translation<typeof en>
