/** The OAuth flow: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'oauth.awaiting': '{provider} でログインしています',
  'oauth.awaitingDetail': '続行するには、{provider} のウィンドウでログインを完了してください。',
  'oauth.failed': '認証に失敗しました',
  'oauth.linkedToAnotherUser': 'このアカウントはすでに別のユーザーに連携されています。',
  'oauth.invalidCredentials': '問題が発生しました。もう一度お試しください。',
  'oauth.providerFailed': '{provider} でログインできませんでした。もう一度お試しください。',
  'oauth.userDenied': 'アカウントの接続を完了するには {provider} を確認してください。',
  'oauth.stateMismatch': 'OAuth フロー中に無効なコードを受け取りました。',
  'oauth.retry': '再試行',
} satisfies Translation<typeof en>
