/** The wallet connectors: texts in Arabic (ar). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'walletError.userRejected': 'لقد رفضت الطلب',
  'walletError.signatureRejected': 'تم رفض التوقيع',
  'walletError.signAgain': 'يُرجى محاولة التوقيع مرة أخرى.',
  'walletError.userExists': 'يوجد مستخدم بهذا العنوان بالفعل',
  'walletError.tryAnotherAddress': 'جرّب عنوانًا آخر!',
  'walletError.locked': 'قد تكون المحفظة مقفلة',
  'walletError.connectionPending': 'هناك طلب اتصال قيد الانتظار بالفعل',
  'walletError.resourcePending': 'هناك طلب قيد الانتظار بالفعل',
  'walletError.checkOtherWindows': 'لا ترى محفظتك؟ تحقّق من نوافذ المتصفح الأخرى.',
  'walletError.timeout': 'انتهت مهلة طلب المحفظة',
  'walletError.loginFailed': 'تعذّر تسجيل الدخول باستخدام المحفظة',
  'walletError.connectAgain': 'يُرجى محاولة الاتصال مرة أخرى.',
  'walletError.unsupportedMethod': 'محفظتك لا تدعم هذا الطلب',
  'walletError.tryAnotherWallet': 'جرّب محفظة أخرى، أو حدّث هذه المحفظة.',
  'walletError.disconnected': 'محفظتك غير متصلة بأي شبكة',
  'walletError.chainDisconnected': 'محفظتك غير متصلة بالشبكة المطلوبة',
  'walletError.checkNetwork': 'افتح محفظتك وتحقّق من الشبكة، ثم حاول مرة أخرى.',
  'walletError.unrecognizedChain': 'هذه الشبكة غير مضافة إلى محفظتك',
  'walletError.addNetwork': 'أضف الشبكة في محفظتك، ثم حاول مرة أخرى.',
  'walletError.invalidRequest': 'تعذّر على محفظتك معالجة الطلب',
  'walletError.transactionRejected': 'رفضت محفظتك المعاملة',
  'walletError.limitExceeded': 'محفظتك تعالج عددًا كبيرًا جدًا من الطلبات',
  'walletError.waitAndRetry': 'انتظر قليلًا، ثم حاول مرة أخرى.',
  'walletError.emptyMessage': 'يجب أن تكون الرسالة المراد توقيعها نصًا غير فارغ',
  'walletError.notConnected': 'يجب ربط محفظة قبل التوقيع',
  'walletConnect.noProjectId': 'يحتاج WalletConnect إلى معرّف مشروع WalletConnect Cloud الخاص بالتطبيق',
  'walletConnect.notInstalled':
    "تم استبعاد WalletConnect من قائمة المحافظ: فهو يحتاج إلى الحزمة الاختيارية @walletconnect/ethereum-provider. ثبّتها ومرّر المحمِّل الخاص بها: <LatchProvider walletConnect={() => import('@walletconnect/ethereum-provider')}>، أو latch.flows.wallets.setWalletConnectLoader(() => import('@walletconnect/ethereum-provider')). لإخفاء WalletConnect دون هذا التنبيه، احذف 'wallet_connect' من appearance.supportedWallets.",
  'siwe.noPageAddress': 'يتطلب تسجيل الدخول بالمحفظة عنوان الصفحة (نافذة متصفح)',
  'siwe.statement':
    'بالتوقيع، تُثبت ملكيتك لهذه المحفظة وتسجّل الدخول. لا يؤدي هذا إلى إجراء أي معاملة ولا يكلّف أي رسوم.',
} satisfies Translation<typeof en>
