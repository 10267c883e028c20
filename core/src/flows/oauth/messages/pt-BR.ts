/** The OAuth flow: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'oauth.awaiting': 'Entrando com {provider}',
  'oauth.awaitingDetail': 'Conclua o login na janela do {provider} para continuar.',
  'oauth.failed': 'Falha na autenticação',
  'oauth.linkedToAnotherUser': 'Esta conta já está vinculada a outro usuário.',
  'oauth.invalidCredentials': 'Algo deu errado. Tente novamente.',
  'oauth.providerFailed': 'Não foi possível entrar com o {provider}. Tente novamente.',
  'oauth.userDenied': 'Verifique o {provider} para concluir a conexão da sua conta.',
  'oauth.stateMismatch': 'Código inválido durante o fluxo OAuth.',
  'oauth.retry': 'Tentar novamente',
} satisfies Translation<typeof en>
