/** The external-wallet flow: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'wallet.connect': '连接',
  'wallet.dontSeeWallet': '没有看到你的钱包?请检查其他浏览器窗口。',
  'wallet.unableToConnect': '无法连接钱包',
  'wallet.useDifferentWallet': '使用其他钱包',
  'wallet.loginFailed': '无法通过钱包连接',
  'wallet.tryAgain': '重试',
  'wallet.cancel': '取消',
} satisfies Translation<typeof en>
