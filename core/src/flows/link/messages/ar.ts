/** The link flow: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'link.alreadyHasEmail': 'لدى المستخدم بريد إلكتروني مرتبط بحسابه بالفعل.',
  'link.alreadyHasPhone': 'لدى المستخدم رقم هاتف مرتبط بحسابه بالفعل.',
  'link.alreadyHasSocial': 'لدى المستخدم حساب {provider} مرتبط بحسابه بالفعل.',
  'link.alreadyHasWallet': 'هذه المحفظة مرتبطة بحساب المستخدم بالفعل.',
  'link.linkedToAnotherUser': 'هذا الحساب مرتبط بالفعل بمستخدم آخر.',
  'link.cannotLinkEmbedded': 'لا يمكن ربط المحافظ المدمجة أو إلغاء ربطها.',
  'link.lastLoginMethod': 'لا يمكن إلغاء ربط آخر طريقة لتسجيل الدخول لدى المستخدم.',
} satisfies Translation<typeof en>
