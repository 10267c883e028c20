/** The step-up flow: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'stepUp.title': 'ご本人確認',
  'stepUp.body': 'セキュリティのため、アカウントを変更する前にご本人であることを確認してください。',
  'stepUp.sendTo': '{recipient} にコードを送信',
  'stepUp.sending': '{recipient} にコードを送信しています',
  'stepUp.otherMethod': '別の方法を使う',
  'stepUp.reloginBody': 'セキュリティのため、この変更を行うにはもう一度ログインしてください。',
  'stepUp.logout': 'ログアウト',
  'stepUp.canceled': '確認がキャンセルされました',
  'stepUp.timeout': '確認の時間切れです。もう一度お試しください',
  'stepUp.cannotRemove':
    'このログイン方法より前に追加された他のログイン方法がないため、削除を承認できる方法がありません。',
} satisfies Translation<typeof en>
