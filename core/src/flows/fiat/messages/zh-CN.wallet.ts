/** The funding flow: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'fiat.fundAccount': '为账户充值',
  'fiat.promptBody': '用银行卡购买加密货币,直接发送到你的钱包。',
  'fiat.onRampDisabled': '必须启用法币购买',
  'fiat.unsupportedProvider': '不支持的法币购买服务商:{provider}(仅支持 moonpay)',
  'fiat.inProgress': '处理中',
  'fiat.inProgressBody': '请在支付窗口中完成购买。购买完成后此页面会自动更新。',
  'fiat.completedTitle': '你的账户已充值!',
  'fiat.completedBody': '资产可能需要几分钟才会出现在你的钱包中。',
  'fiat.failedTitle': '出了点问题!',
  'fiat.failedBody': '你的付款未成功。请重试,如果问题持续存在,请联系客服。',
  'fiat.failedDebitCardHint': '借记卡通常比信用卡更容易成功。',
  'fiat.serviceFailureTitle': '出了点问题!',
  'fiat.serviceFailureBody': '我们的支付服务商出现错误。请稍后再试。',
  'fiat.awaitingAuthorizationTitle': '正在处理付款',
  'fiat.awaitingAuthorizationBody': '这可能需要几个小时。购买完成后你会收到一封邮件。',
  'fiat.invalidAddress': '充值地址必须是 20 字节的十六进制地址',
  'fiat.noApiKey': '已签名的购买 URL 中没有 apiKey',
  'fiat.nothingToStart': '没有等待开始的充值',
  'fiat.walletLabel': '充值钱包',
  'fiat.openWindow': '打开支付窗口',
  'fiat.backToTransaction': '返回交易',
} satisfies Translation<typeof en>
