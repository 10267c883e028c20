/** The passkey flow: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'passkey.manageTitle': 'Chaves de acesso',
  'passkey.manageDetail': 'Entre com sua digital, seu rosto ou o bloqueio de tela em vez de um código.',
  'passkey.empty': 'Você ainda não tem chaves de acesso.',
  'passkey.add': 'Adicionar uma chave de acesso',
  'passkey.rename': 'Renomear',
  'passkey.renameNamed': 'Renomear {name}',
  'passkey.nameLabel': 'Nome da chave de acesso',
  'passkey.save': 'Salvar',
  'passkey.remove': 'Remover',
  'passkey.removeNamed': 'Remover {name}',
  'passkey.removeConfirm': 'Remover {name}? Você não poderá mais entrar com ela.',
} satisfies Translation<typeof en>
