/** The passkey flow: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'passkey.awaiting': 'パスキーを待っています',
  'passkey.awaitingDetail': 'ブラウザのウィンドウで指紋、顔、または画面ロックを使って続けてください。',
  'passkey.awaitingCreate': 'パスキーを作成しています',
  'passkey.cancel': 'キャンセル',
  'passkey.retry': 'もう一度試す',
  'passkey.noPasskey':
    'パスキーは使用されませんでした。このデバイスにこのアプリのパスキーがない場合は、別の方法でログインしてから追加してください。',
  'passkey.notAllowed': 'パスキーのリクエストはキャンセルされたか、許可されませんでした。',
  'passkey.unsupported': 'このブラウザはパスキーに対応していません。',
  'passkey.alreadyRegistered': 'このパスキーはすでにアカウントに登録されています。',
  'passkey.failed': 'パスキーを確認できませんでした。もう一度お試しください。',
  'passkey.created': '作成日: {date}',
  'passkey.lastUsed': '最終使用日: {date}',
  'passkey.neverUsed': '未使用',
  'passkey.nameRequired': 'このパスキーの名前を入力してください。',
  'passkey.nameTooLong': '{max} 文字以内で入力してください。',
  'passkey.nameInvalid': 'この名前には使用できない文字が含まれています。',
} satisfies Translation<typeof en>
