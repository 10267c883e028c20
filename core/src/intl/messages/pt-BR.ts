/** The locale loader: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../intl/translation'
import type en from './en'

export default {
  'intl.loadFailed':
    'Não foi possível carregar os textos de {locale}, então eles são exibidos em inglês: {reason}',
} satisfies Translation<typeof en>
