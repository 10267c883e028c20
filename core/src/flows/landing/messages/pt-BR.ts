/** The landing screen: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
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
  'landing.continueWithPasskey': 'Continuar com uma chave de acesso',
  'landing.back': 'Voltar',
  'landing.close': 'Fechar',
  'landing.country': 'País',
  'landing.emailLabel': 'Endereço de e-mail',
  'landing.phoneLabel': 'Número de telefone',
  'landing.continueWithEmail': 'Continuar com e-mail',
  'landing.continueWithPhone': 'Continuar com telefone',
} satisfies Translation<typeof en>
