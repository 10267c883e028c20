/** The gas and price estimates: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'gas.unsupportedChain': 'Rede não suportada',
  'gas.estimateFailed': 'Não foi possível estimar o gas desta transação na rede {id}',
  'gas.feesFailed': 'Não foi possível ler as taxas de gas atuais da rede {id}',
  'gas.polygonStationFailed':
    'Não foi possível ler os preços de gas da Polygon gas station ({url}): {reason}. Tente novamente em instantes.',
  'gas.polygonStationMalformed':
    'A Polygon gas station ({url}) respondeu sem níveis safeLow, standard e fast válidos',
  'gas.arbitrumBaseFeeMissing':
    'Não foi possível ler a taxa base do último bloco da Arbitrum na rede {id}, então não é possível definir uma taxa máxima',
  'gas.l1FeeFailed': 'Não foi possível ler a taxa de dados da L1 no oráculo de preço de gas da rede {id}',
  'price.unavailable': 'O preço de {symbol} não está disponível no momento',
} satisfies Translation<typeof en>
