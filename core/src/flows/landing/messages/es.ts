/** The landing screen: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'landing.title': 'Inicia sesión o regístrate',
  'landing.legalPrefix': 'Al iniciar sesión, acepto los',
  'landing.terms': 'Términos',
  'landing.termsOfService': 'Términos del servicio',
  'landing.privacyPolicy': 'Política de privacidad',
  'landing.and': 'y la',
  'landing.protectedBy': 'Protegido por',
  'landing.protectedByName': 'Latch',
  'landing.moreOptions': 'Más opciones',
  'landing.moreWallets': 'Más billeteras',
  'landing.emailPlaceholder': 'tu@correo.com',
  'landing.phonePlaceholder': 'Número de teléfono',
  'landing.submit': 'Enviar',
  'landing.continueWith': 'Continuar con {provider}',
  'landing.continueWithWallet': 'Continuar con una billetera',
  'landing.continueWithPasskey': 'Continuar con una llave de acceso',
  'landing.back': 'Atrás',
  'landing.close': 'Cerrar',
  'landing.country': 'País',
  'landing.emailLabel': 'Correo electrónico',
  'landing.phoneLabel': 'Número de teléfono',
  'landing.continueWithEmail': 'Continuar con correo electrónico',
  'landing.continueWithPhone': 'Continuar con teléfono',
} satisfies Translation<typeof en>
