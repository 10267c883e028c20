/** The gas and price estimates: texts in Arabic (ar). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'gas.unsupportedChain': 'شبكة غير مدعومة',
  'gas.estimateFailed': 'تعذّر تقدير رسوم الغاز لهذه المعاملة على الشبكة {id}',
  'gas.feesFailed': 'تعذّرت قراءة رسوم الغاز الحالية للشبكة {id}',
  'gas.polygonStationFailed':
    'تعذّرت قراءة أسعار الغاز من Polygon gas station ({url}): {reason}. حاول مرة أخرى بعد قليل.',
  'gas.polygonStationMalformed':
    'أجابت Polygon gas station ({url}) دون مستويات safeLow وstandard وfast صالحة',
  'gas.arbitrumBaseFeeMissing':
    'تعذّرت قراءة الرسوم الأساسية لآخر كتلة في Arbitrum على الشبكة {id}، لذا لا يمكن تحديد حد أقصى للرسوم',
  'gas.l1FeeFailed': 'تعذّرت قراءة رسوم بيانات L1 من أوراكل أسعار الغاز للشبكة {id}',
  'price.unavailable': 'سعر {symbol} غير متاح حاليًا',
} satisfies Translation<typeof en>
