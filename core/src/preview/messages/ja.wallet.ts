/** The transaction preview: texts in Japanese (ja). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'preview.title': '残高の変化',
  'preview.simulating': 'トランザクションをシミュレーションしています…',
  'preview.noChanges': '残高の変化はありません',
  'preview.unavailable': 'プレビューを表示できません',
  'preview.unavailableBody':
    'このトランザクションをシミュレーションできませんでした。送信する前に内容を確認してください。',
  'preview.reverted': 'このトランザクションは失敗します: {reason}',
  'preview.noReason': 'コントラクトから理由が返されませんでした',
  'preview.transfer': '{amount} {symbol} を {to} に送金',
  'preview.transferFrom': '{amount} {symbol} を {from} から {to} に移動',
  'preview.approve': '{spender} に {amount} {symbol} の使用を許可',
  'preview.approveUnlimited': '{spender} にすべての {symbol} の使用を許可',
  'preview.unlimitedWarning':
    '無制限の承認: 取り消すまで、{spender} は今後もあなたのすべての {symbol} を引き出せます。',
} satisfies Translation<typeof en>
