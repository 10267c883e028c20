/** The email and SMS code flow: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'code.title': 'Digite o código de confirmação',
  'code.sentTo': 'Enviamos um e-mail para {recipient}. Digite o código abaixo.',
  'code.sentToPhone': 'Enviamos uma mensagem de texto para {recipient}. Digite o código abaixo.',
  'code.resend': 'Reenviar código',
  'code.resent': 'Código enviado',
  'code.numeric': 'O código deve conter apenas números',
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
  'sms.unavailable': 'SMS não está disponível para este número de telefone',
} satisfies Translation<typeof en>
