/** The transaction preview: texts in German (de). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'preview.title': 'Saldoänderungen',
  'preview.simulating': 'Transaktion wird simuliert…',
  'preview.noChanges': 'Keine Saldoänderungen',
  'preview.unavailable': 'Vorschau nicht verfügbar',
  'preview.unavailableBody':
    'Diese Transaktion konnte nicht simuliert werden. Prüfe sie, bevor du sie absendest.',
  'preview.reverted': 'Diese Transaktion würde fehlschlagen: {reason}',
  'preview.noReason': 'der Vertrag hat keinen Grund angegeben',
  'preview.transfer': '{amount} {symbol} an {to} senden',
  'preview.transferFrom': '{amount} {symbol} von {from} an {to} übertragen',
  'preview.approve': '{spender} erlauben, {amount} {symbol} auszugeben',
  'preview.approveUnlimited': '{spender} erlauben, alle deine {symbol} auszugeben',
  'preview.unlimitedWarning':
    'Unbegrenzte Freigabe: {spender} kann alle deine {symbol} nehmen, jetzt und später, bis du sie widerrufst.',
} satisfies Translation<typeof en>
