/** The email and SMS code flow: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'code.title': 'Introduce el código de confirmación',
  'code.sentTo': 'Revisa {recipient}: te enviamos un correo. Introduce el código a continuación.',
  'code.sentToPhone': 'Revisa {recipient}: te enviamos un SMS. Introduce el código a continuación.',
  'code.resend': 'Reenviar código',
  'code.resent': 'Código enviado',
  'code.numeric': 'El código debe ser numérico',
  'code.invalidOrExpired': 'Código de verificación no válido o caducado',
  'code.issueVerifying': 'Problema al verificar el código',
  'code.label': 'Dígito {index} de {length} del código',
  'code.requestPending': 'Ya hay un inicio de sesión por {channel} en curso',
  'code.noCodeSent': 'No se envió ningún código por {channel}: primero llama al comando init',
  'code.noChannelWaiting': 'No se envió ningún código: primero llama a initLoginWithEmail o initLoginWithSms',
  'email.issueSubmitting': 'Problema al enviar el correo electrónico',
  'email.invalid': 'Introduce un correo electrónico válido',
  'sms.issueSubmitting': 'Problema al enviar el número de teléfono',
  'sms.invalid': 'Introduce un número de teléfono válido',
  'sms.unavailable': 'Los SMS no están disponibles para este número de teléfono',
} satisfies Translation<typeof en>
