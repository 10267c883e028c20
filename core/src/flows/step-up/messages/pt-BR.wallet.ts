/** The step-up flow: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'stepUp.title': 'Confirme que é você',
  'stepUp.body': 'Para sua segurança, confirme que é você antes desta alteração na sua conta.',
  'stepUp.sendTo': 'Enviar um código para {recipient}',
  'stepUp.sending': 'Enviando um código para {recipient}',
  'stepUp.otherMethod': 'Usar outro método',
  'stepUp.reloginBody': 'Para sua segurança, entre novamente para fazer esta alteração.',
  'stepUp.logout': 'Sair',
  'stepUp.canceled': 'Confirmação cancelada',
  'stepUp.timeout': 'O tempo da confirmação esgotou: tente novamente',
  'stepUp.cannotRemove':
    'Nenhum dos seus outros métodos de login foi adicionado antes deste, então nenhum pode aprovar a remoção dele.',
} satisfies Translation<typeof en>
