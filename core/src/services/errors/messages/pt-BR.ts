/** The client errors: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'error.requestTimeout': 'A solicitação expirou',
  'error.mustBeAuthenticated': 'O usuário precisa estar conectado',
  'error.captchaFailed': 'Falha no captcha',
  'error.oauthInvalidCode': 'Código inválido durante o fluxo OAuth.',
  'error.noApiInstance': 'O fluxo de autenticação não tem uma instância de API',
  'error.unableToConnectWallet': 'Não foi possível conectar à carteira.',
  'error.malformedResponse': 'O servidor enviou uma resposta em um formato inesperado',
  'error.network': 'Falha na solicitação de rede',
  'error.rateLimited': 'Muitas solicitações. Aguarde um momento e tente novamente.',
  'error.somethingWentWrong': 'Algo deu errado',
  'error.alreadyAuthenticated': 'login() foi chamado com o usuário já conectado',
  'error.exitedAuthFlow': 'O usuário fechou o login antes de terminar',
  'error.unknownScreen': 'Tela desconhecida na janela: {screen}',
  'error.originNotAllowed':
    'Esta origem ({origin}) não é permitida para o app {appId}: adicione-a às origens permitidas do app',
  'error.requestFailed': 'A solicitação falhou com o status {status}',
} satisfies Translation<typeof en>
