/** The client errors: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'error.requestTimeout': 'リクエストがタイムアウトしました',
  'error.mustBeAuthenticated': 'ユーザーのログインが必要です',
  'error.captchaFailed': 'CAPTCHA に失敗しました',
  'error.oauthInvalidCode': 'OAuth フロー中に無効なコードを受け取りました。',
  'error.noApiInstance': '認証フローに API インスタンスがありません',
  'error.unableToConnectWallet': 'ウォレットに接続できません。',
  'error.malformedResponse': 'サーバーから想定外の形式のレスポンスが返されました',
  'error.network': 'ネットワークリクエストに失敗しました',
  'error.rateLimited': 'リクエストが多すぎます。しばらく待ってから、もう一度お試しください。',
  'error.somethingWentWrong': '問題が発生しました',
  'error.alreadyAuthenticated': 'ユーザーがすでにログインしている状態で login() が呼び出されました',
  'error.exitedAuthFlow': 'ログインが完了する前にユーザーが閉じました',
  'error.unknownScreen': '不明なモーダル画面です: {screen}',
  'error.originNotAllowed':
    'このオリジン({origin})はアプリ {appId} で許可されていません。アプリの許可済みオリジンに追加してください',
  'error.requestFailed': 'リクエストがステータス {status} で失敗しました',
} satisfies Translation<typeof en>
