/** What a step-up or MFA verification approves: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'grant.enterCode': 'Digite o código para {action}',
  'grant.usePasskey': 'Use sua chave de acesso para {action}',
  'grant.confirm': 'Confirme que é você para {action}',
  'grant.linkEmail': 'adicionar {email}',
  'grant.linkPhone': 'adicionar {phone}',
  'grant.linkWallet': 'adicionar a carteira {address}',
  'grant.linkPasskey': 'adicionar uma chave de acesso',
  'grant.linkOauth': 'adicionar sua conta do {provider}',
  'grant.linkAccount': 'adicionar um método de login',
  'grant.unlinkEmail': 'remover seu e-mail {email}',
  'grant.unlinkPhone': 'remover seu número de telefone {phone}',
  'grant.unlinkWallet': 'remover sua carteira {address}',
  'grant.unlinkPasskey': 'remover uma chave de acesso',
  'grant.unlinkOauth': 'remover sua conta do {provider}',
  'grant.unlinkAccount': 'remover um método de login',
  'grant.mfaEnroll': 'ativar a verificação em duas etapas',
  'grant.mfaRemove': 'desativar a verificação em duas etapas',
  'grant.passkeyRename': 'renomear uma chave de acesso',
  'grant.recoveryPassword': 'definir a senha de recuperação da sua carteira',
  'grant.walletExport': 'exportar sua carteira',
  'grant.walletSign': 'aprovar esta assinatura',
  'grant.deviceRegister': 'adicionar este dispositivo à sua carteira',
  'grant.deviceRevoke': 'remover um dispositivo da sua carteira',
  'grant.other': 'aprovar esta alteração',
} satisfies Translation<typeof en>
