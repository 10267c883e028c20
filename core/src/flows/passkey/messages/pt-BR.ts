/** The passkey flow: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'passkey.awaiting': 'Aguardando sua chave de acesso',
  'passkey.awaitingDetail':
    'Use sua digital, seu rosto ou o bloqueio de tela na janela do navegador para continuar.',
  'passkey.awaitingCreate': 'Criando uma chave de acesso',
  'passkey.cancel': 'Cancelar',
  'passkey.retry': 'Tentar novamente',
  'passkey.noPasskey':
    'Nenhuma chave de acesso foi usada. Se este dispositivo não tem uma chave de acesso para este app, entre de outra forma e depois adicione uma.',
  'passkey.notAllowed': 'A solicitação da chave de acesso foi cancelada ou não permitida.',
  'passkey.unsupported': 'Este navegador não é compatível com chaves de acesso.',
  'passkey.alreadyRegistered': 'Esta chave de acesso já está na sua conta.',
  'passkey.failed': 'Não foi possível verificar a chave de acesso. Tente novamente.',
  'passkey.created': 'Criada em {date}',
  'passkey.lastUsed': 'Último uso em {date}',
  'passkey.neverUsed': 'Ainda não usada',
  'passkey.nameRequired': 'Digite um nome para esta chave de acesso.',
  'passkey.nameTooLong': 'Use no máximo {max} caracteres.',
  'passkey.nameInvalid': 'Este nome contém caracteres que não podem ser usados.',
} satisfies Translation<typeof en>
