/** The Solana chain family: texts in Chinese (Simplified) (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'solana.noSignIn': '此钱包无法登录：它既不支持 Sign In With Solana，也不支持消息签名',
  'solana.noAccount': '您的钱包未共享任何 Solana 账户',
  'solana.signedOtherMessage': '您的钱包签署的消息与请求的不同',
} satisfies Translation<typeof en>
