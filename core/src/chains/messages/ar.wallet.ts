/** The chain clients: texts in Arabic (ar). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'chain.noRpcUrl':
    'لا يوجد عنوان RPC للشبكة {id}. أضف عنوانًا إلى config.rpcConfig.rpcUrls، أو استخدم شبكة يتضمّن تعريفها عنوانًا.',
  'chain.rpcTimeout': 'لم تستجب عقدة RPC للشبكة {id} خلال {timeout} مللي ثانية',
  'chain.rpcFailed': 'تعذّر على عقدة RPC للشبكة {id} الإجابة عن الطلب ({method})',
} satisfies Translation<typeof en>
