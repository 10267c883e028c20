/** Brazilian Portuguese (pt-BR): the login group. Keys and placeholders as in `../messages.ts`. */
import type { LoginCatalogue } from '../intl/catalogue'

const ptBR: LoginCatalogue = {
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
  'config.logoNotShown':
    '{source} {logo} não é exibido: use uma URL https (http só em localhost), um caminho do seu site ou uma URL data:image',
  'config.loginMethodOffOnServer':
    'loginMethods.{method} está ativado na configuração, mas desativado nas configurações do servidor do app: o servidor vai recusar esses logins',
  'config.unsupportedChainId': 'chainId não suportado',
  'config.chainNotSupported':
    'O ID de rede {id} não é suportado. Ele precisa ser adicionado à propriedade config.supportedChains do LatchProvider.',
  'config.unknownLocale':
    'intl.locale {locale} não é um idioma incluído ({locales}): os textos são exibidos em inglês',
  'intl.loadFailed':
    'Não foi possível carregar os textos de {locale}, então eles são exibidos em inglês: {reason}',

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

  'landing.title': 'Entre ou cadastre-se',
  'landing.legalPrefix': 'Ao entrar, concordo com os',
  'landing.terms': 'Termos',
  'landing.termsOfService': 'Termos de Serviço',
  'landing.privacyPolicy': 'Política de Privacidade',
  'landing.and': 'e a',
  'landing.protectedBy': 'Protegido por',
  'landing.protectedByName': 'Latch',
  'landing.moreOptions': 'Mais opções',
  'landing.moreWallets': 'Mais carteiras',
  'landing.emailPlaceholder': 'voce@email.com',
  'landing.phonePlaceholder': 'Número de telefone',
  'landing.submit': 'Enviar',
  'landing.continueWith': 'Continuar com {provider}',
  'landing.continueWithWallet': 'Continuar com uma carteira',
  'landing.back': 'Voltar',
  'landing.close': 'Fechar',
  'landing.country': 'País',
  'landing.emailLabel': 'Endereço de e-mail',
  'landing.phoneLabel': 'Número de telefone',
  'landing.continueWithEmail': 'Continuar com e-mail',
  'landing.continueWithPhone': 'Continuar com telefone',

  'wallet.connect': 'Conectar',
  'wallet.dontSeeWallet': 'Não está vendo sua carteira? Verifique as outras janelas do navegador.',
  'wallet.unableToConnect': 'Não foi possível conectar a carteira',
  'wallet.useDifferentWallet': 'Usar outra carteira',
  'wallet.loginFailed': 'Não foi possível conectar com a carteira',
  'wallet.tryAgain': 'Tentar novamente',
  'wallet.cancel': 'Cancelar',

  'code.title': 'Digite o código de confirmação',
  'code.sentTo': 'Enviamos um e-mail para {recipient}. Digite o código abaixo.',
  'code.sentToPhone': 'Enviamos uma mensagem de texto para {recipient}. Digite o código abaixo.',
  'code.resend': 'Reenviar código',
  'code.resent': 'Código enviado',
  'code.numeric': 'O código deve conter apenas números',
  'stepUp.invalidType': "Um código de verificação vai para 'email' ou 'phone'",
  'code.invalidOrExpired': 'Código de verificação inválido ou expirado',
  'code.issueVerifying': 'Problema ao verificar o código',
  'code.label': 'Dígito {index} de {length} do código',
  'code.requestPending': 'Já há um login por {channel} em andamento',
  'code.noCodeSent': 'Nenhum código foi enviado por {channel}: chame o comando init primeiro',
  'code.noChannelWaiting': 'Nenhum código foi enviado: chame initLoginWithEmail ou initLoginWithSms primeiro',

  'email.issueSubmitting': 'Problema ao enviar o e-mail',
  'email.invalid': 'Digite um endereço de e-mail válido',
  'sms.issueSubmitting': 'Problema ao enviar o número de telefone',
  'sms.invalid': 'Digite um número de telefone válido',
  'captcha.issueVerifying': 'Problema ao verificar que você é humano',

  'oauth.awaiting': 'Entrando com {provider}',
  'oauth.awaitingDetail': 'Conclua o login na janela do {provider} para continuar.',
  'oauth.failed': 'Falha na autenticação',
  'oauth.linkedToAnotherUser': 'Esta conta já está vinculada a outro usuário.',
  'oauth.invalidCredentials': 'Algo deu errado. Tente novamente.',
  'oauth.userDenied': 'Verifique o {provider} para concluir a conexão da sua conta.',
  'oauth.stateMismatch': 'Código inválido durante o fluxo OAuth.',
  'oauth.retry': 'Tentar novamente',

  'allowlist.title': 'Você não tem acesso a este app',
  'allowlist.detail': 'Você recebeu um convite?',
  'allowlist.cta': 'Tentar outra conta',

  'link.emailTitle': 'Vincule seu e-mail',
  'link.phoneTitle': 'Vincule seu telefone',
  'link.walletTitle': 'Vincule sua carteira',
  'link.alreadyHasEmail': 'O usuário já tem um e-mail vinculado à conta.',
  'link.alreadyHasPhone': 'O usuário já tem um número de telefone vinculado à conta.',
  'link.alreadyHasSocial': 'O usuário já tem uma conta {provider} vinculada à conta.',
  'link.alreadyHasWallet': 'O usuário já tem esta carteira vinculada à conta.',
  'link.linkedToAnotherUser': 'Esta conta já está vinculada a outro usuário.',
  'link.cannotLinkEmbedded': 'Carteiras integradas não podem ser vinculadas nem desvinculadas.',

  'generic.close': 'Fechar',
  'generic.back': 'Voltar',
  'generic.cancel': 'Cancelar',
  'generic.continue': 'Continuar',
  'generic.loading': 'Carregando',
}

export default ptBR
