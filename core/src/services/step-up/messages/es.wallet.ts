/** What a step-up or MFA verification approves: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'grant.enterCode': 'Introduce el código para {action}',
  'grant.usePasskey': 'Usa tu llave de acceso para {action}',
  'grant.confirm': 'Confirma que eres tú para {action}',
  'grant.linkEmail': 'añadir {email}',
  'grant.linkPhone': 'añadir {phone}',
  'grant.linkWallet': 'añadir la billetera {address}',
  'grant.linkPasskey': 'añadir una llave de acceso',
  'grant.linkOauth': 'añadir tu cuenta de {provider}',
  'grant.linkAccount': 'añadir un método de inicio de sesión',
  'grant.unlinkEmail': 'eliminar tu correo {email}',
  'grant.unlinkPhone': 'eliminar tu número de teléfono {phone}',
  'grant.unlinkWallet': 'eliminar tu billetera {address}',
  'grant.unlinkPasskey': 'eliminar una llave de acceso',
  'grant.unlinkOauth': 'eliminar tu cuenta de {provider}',
  'grant.unlinkAccount': 'eliminar un método de inicio de sesión',
  'grant.mfaEnroll': 'activar la verificación en dos pasos',
  'grant.mfaRemove': 'desactivar la verificación en dos pasos',
  'grant.passkeyRename': 'cambiar el nombre de una llave de acceso',
  'grant.recoveryPassword': 'establecer la contraseña de recuperación de tu billetera',
  'grant.walletExport': 'exportar tu billetera',
  'grant.walletSign': 'aprobar esta firma',
  'grant.deviceRegister': 'añadir este dispositivo a tu billetera',
  'grant.deviceRevoke': 'eliminar un dispositivo de tu billetera',
  'grant.other': 'aprobar este cambio',
} satisfies Translation<typeof en>
