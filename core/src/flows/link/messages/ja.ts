/** The link flow: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'link.alreadyHasEmail': 'このユーザーのアカウントにはすでにメールアドレスが連携されています。',
  'link.alreadyHasPhone': 'このユーザーのアカウントにはすでに電話番号が連携されています。',
  'link.alreadyHasSocial': 'このユーザーのアカウントにはすでに {provider} アカウントが連携されています。',
  'link.alreadyHasWallet': 'このウォレットはすでにユーザーのアカウントに連携されています。',
  'link.linkedToAnotherUser': 'このアカウントはすでに別のユーザーに連携されています。',
  'link.cannotLinkEmbedded': '埋め込みウォレットは連携も連携解除もできません。',
  'link.lastLoginMethod': 'ユーザーの最後のログイン方法は連携解除できません。',
} satisfies Translation<typeof en>
