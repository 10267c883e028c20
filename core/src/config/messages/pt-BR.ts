/** The config checks: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../intl/translation'
import type en from './en'

export default {
  'config.invalidAppId': 'Não é possível inicializar o provedor Privy com um ID de app Privy inválido',
  'config.noLoginMethods': 'Você precisa ativar pelo menos um método de login',
  'config.emptySupportedChains': 'supportedChains deve conter pelo menos uma rede',
  'config.defaultChainNotSupported': 'defaultChain deve ser uma das supportedChains',
  'config.supportedChainsWins':
    'supportedChains e additionalChains foram informados: supportedChains é usado e additionalChains é ignorado',
  'config.waitForConfirmationNeedsNoPrompt':
    'embeddedWallets.waitForTransactionConfirmation só pode ser false quando embeddedWallets.noPromptOnSignature é true',
  'config.unknownWalletName': 'Nome de carteira não suportado: {name}',
  'config.unsupportedCaptchaSiteKey': 'Chave de site do captcha não suportada',
  'config.backgroundLuminance':
    'A cor de fundo {color} tem luminância entre 0,2 e 0,8: o texto sobre ela pode ficar difícil de ler nos modos claro e escuro',
  'config.invalidApiUrl': 'apiUrl deve ser uma URL http(s) absoluta',
  'config.apiUrlWithPath': 'apiUrl deve ser a origem do servidor, sem caminho: {origin}',
  'config.logoNotShown':
    '{source} {logo} não é exibido: use uma URL https (http só em localhost), um caminho do seu site ou uma URL data:image',
  'config.loginMethodOffOnServer':
    'loginMethods.{method} está ativado na configuração, mas desativado nas configurações do servidor do app: o servidor vai recusar esses logins',
  'config.unsupportedChainId': 'chainId não suportado',
  'config.chainNotSupported':
    'O ID de rede {id} não é suportado. Ele precisa ser adicionado à propriedade config.supportedChains do LatchProvider.',
  'config.unknownLocale':
    'intl.locale {locale} não é um idioma incluído ({locales}): os textos são exibidos em inglês',
} satisfies Translation<typeof en>
