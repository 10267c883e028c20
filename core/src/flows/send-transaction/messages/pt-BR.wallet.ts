/** The send-transaction flow: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'transaction.prepareError': 'Ocorreu um erro ao preparar sua transação. Tente novamente.',
  'transaction.processError': 'Ocorreu um erro ao processar sua transação. Entre em contato com o suporte.',
  'transaction.insufficientFunds': 'A carteira não tem saldo suficiente para esta transação.',
  'transaction.submitting': 'Enviando (pode levar alguns minutos)...',
  'transaction.sendTitle': 'Enviar {symbol}',
  'transaction.reviewTitle': 'Revisar transação',
  'transaction.submit': 'Enviar',
  'transaction.addFunds': 'Adicionar fundos',
  'transaction.success': 'Concluído',
  'transaction.invalidQuantity':
    'Campo {field} da transação inválido: esperado um número não negativo, um bigint ou um texto hexadecimal com prefixo 0x',
  'transaction.invalidChainId': 'chainId da transação inválido: esperado um número inteiro positivo',
  'transaction.invalidData':
    'data da transação inválido: esperado um texto hexadecimal com prefixo 0x de bytes inteiros',
  'transaction.invalidAddress':
    'Campo {field} da transação inválido: esperado um endereço hexadecimal de 20 bytes',
  'transaction.invalidRequest': 'Uma solicitação de transação deve ser um objeto',
  'transaction.preparing': 'Preparando sua transação',
  'transaction.amountLabel': 'Valor',
  'transaction.feeLabel': 'Taxa estimada',
  'transaction.totalLabel': 'Total',
  'transaction.networkLabel': 'Rede',
  'transaction.fromLabel': 'De',
  'transaction.toLabel': 'Para',
  'transaction.tryAgain': 'Tentar novamente',
  'transaction.completeTitle': 'Transação concluída',
  'transaction.completeBody': 'Sua transação foi confirmada.',
  'transaction.sentBody': 'Sua transação foi enviada.',
  'transaction.revertedBody': 'Sua transação foi incluída, mas foi revertida.',
  'transaction.hashLabel': 'Hash da transação',
  'transaction.statusLabel': 'Status',
  'transaction.statusSuccess': 'Confirmada',
  'transaction.statusReverted': 'Revertida',
  'transaction.gasUsedLabel': 'Gas usado',
  'transaction.feePaidLabel': 'Taxa paga',
  'transaction.blockLabel': 'Bloco',
  'transaction.done': 'Pronto',
  'transaction.sentUnconfirmed': 'A transação foi enviada; a tela foi fechada antes da confirmação',
  'transaction.notFromWallet': 'A transação não é desta carteira',
} satisfies Translation<typeof en>
