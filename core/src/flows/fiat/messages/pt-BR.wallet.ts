/** The funding flow: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'fiat.fundAccount': 'Adicionar fundos à conta',
  'fiat.promptBody': 'Compre cripto com cartão e receba direto na sua carteira.',
  'fiat.onRampDisabled': 'A compra com moeda fiduciária precisa estar ativada',
  'fiat.unsupportedProvider':
    'Provedor de compra com moeda fiduciária não suportado: {provider} (só o moonpay é suportado)',
  'fiat.inProgress': 'Em andamento',
  'fiat.inProgressBody':
    'Conclua sua compra na janela de pagamento. Esta página será atualizada quando ela for aprovada.',
  'fiat.completedTitle': 'Você adicionou fundos à sua conta!',
  'fiat.completedBody': 'Pode levar alguns minutos para os ativos aparecerem na sua carteira.',
  'fiat.failedTitle': 'Algo deu errado!',
  'fiat.failedBody':
    'Seu pagamento não foi aprovado. Tente novamente ou fale com o suporte se o problema continuar.',
  'fiat.failedDebitCardHint': 'Cartões de débito costumam funcionar melhor que cartões de crédito.',
  'fiat.serviceFailureTitle': 'Algo deu errado!',
  'fiat.serviceFailureBody': 'Nosso provedor de pagamento encontrou um erro. Tente novamente mais tarde.',
  'fiat.awaitingAuthorizationTitle': 'Processando pagamento',
  'fiat.awaitingAuthorizationBody':
    'Isso pode levar algumas horas. Você vai receber um e-mail quando a compra for concluída.',
  'fiat.invalidAddress': 'O endereço que vai receber os fundos deve ser um endereço hexadecimal de 20 bytes',
  'fiat.noApiKey': 'A URL de compra assinada não tem apiKey',
  'fiat.nothingToStart': 'Nenhuma adição de fundos está aguardando para começar',
  'fiat.walletLabel': 'Carteira que recebe os fundos',
  'fiat.openWindow': 'Abrir a janela de pagamento',
  'fiat.backToTransaction': 'Voltar para a transação',
} satisfies Translation<typeof en>
