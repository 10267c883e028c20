/** The landing screen: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'landing.title': '登录或注册',
  'landing.legalPrefix': '登录即表示我同意',
  'landing.terms': '条款',
  'landing.termsOfService': '服务条款',
  'landing.privacyPolicy': '隐私政策',
  'landing.and': '和',
  'landing.protectedBy': '安全保障:',
  'landing.protectedByName': 'Latch',
  'landing.moreOptions': '更多选项',
  'landing.moreWallets': '更多钱包',
  'landing.emailPlaceholder': 'your@email.com',
  'landing.phonePlaceholder': '手机号码',
  'landing.submit': '提交',
  'landing.continueWith': '使用 {provider} 继续',
  'landing.continueWithWallet': '使用钱包继续',
  'landing.continueWithPasskey': '使用通行密钥继续',
  'landing.back': '返回',
  'landing.close': '关闭',
  'landing.country': '国家/地区',
  'landing.emailLabel': '电子邮箱地址',
  'landing.phoneLabel': '手机号码',
  'landing.continueWithEmail': '使用电子邮箱继续',
  'landing.continueWithPhone': '使用手机号继续',
} satisfies Translation<typeof en>
