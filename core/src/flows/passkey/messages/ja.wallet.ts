/** The passkey flow: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'passkey.manageTitle': 'パスキー',
  'passkey.manageDetail': 'コードの代わりに、指紋、顔、または画面ロックでログインできます。',
  'passkey.empty': 'パスキーはまだありません。',
  'passkey.add': 'パスキーを追加',
  'passkey.rename': '名前を変更',
  'passkey.renameNamed': '{name} の名前を変更',
  'passkey.nameLabel': 'パスキーの名前',
  'passkey.save': '保存',
  'passkey.remove': '削除',
  'passkey.removeNamed': '{name} を削除',
  'passkey.removeConfirm': '{name} を削除しますか？ このパスキーではログインできなくなります。',
} satisfies Translation<typeof en>
