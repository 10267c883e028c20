/** The email and SMS code flow: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'code.title': 'Saisissez le code de confirmation',
  'code.sentTo': 'Consultez {recipient} : nous vous avons envoyé un e-mail. Saisissez le code ci-dessous.',
  'code.sentToPhone': 'Consultez {recipient} : nous vous avons envoyé un SMS. Saisissez le code ci-dessous.',
  'code.resend': 'Renvoyer le code',
  'code.resent': 'Code envoyé',
  'code.numeric': 'Le code doit être composé de chiffres',
  'code.invalidOrExpired': 'Code de vérification non valide ou expiré',
  'code.issueVerifying': 'Problème lors de la vérification du code',
  'code.label': 'Chiffre {index} sur {length} du code',
  'code.requestPending': 'Une connexion par {channel} est déjà en cours',
  'code.noCodeSent': 'Aucun code n’a été envoyé par {channel} : appelez d’abord la commande init',
  'code.noChannelWaiting':
    'Aucun code n’a été envoyé : appelez d’abord initLoginWithEmail ou initLoginWithSms',
  'email.issueSubmitting': 'Problème lors de l’envoi de l’adresse e-mail',
  'email.invalid': 'Saisissez une adresse e-mail valide',
  'sms.issueSubmitting': 'Problème lors de l’envoi du numéro de téléphone',
  'sms.invalid': 'Saisissez un numéro de téléphone valide',
  'sms.unavailable': 'Les SMS ne sont pas disponibles pour ce numéro de téléphone',
} satisfies Translation<typeof en>
