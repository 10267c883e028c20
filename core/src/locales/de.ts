/** German (de): the login group. Keys and placeholders as in `../messages.ts`. */
import type { LoginCatalogue } from '../intl/catalogue'

const de: LoginCatalogue = {
  'config.invalidAppId':
    'Der Privy-Provider kann mit einer ungültigen Privy-App-ID nicht initialisiert werden',
  'config.noLoginMethods': 'Du musst mindestens eine Anmeldemethode aktivieren',
  'config.emptySupportedChains': 'supportedChains muss mindestens eine Chain enthalten',
  'config.defaultChainNotSupported': 'defaultChain muss eine der supportedChains sein',
  'config.supportedChainsWins':
    'supportedChains und additionalChains wurden beide angegeben: supportedChains wird verwendet, additionalChains ignoriert',
  'config.waitForConfirmationNeedsNoPrompt':
    'embeddedWallets.waitForTransactionConfirmation darf nur false sein, wenn embeddedWallets.noPromptOnSignature true ist',
  'config.unknownWalletName': 'Nicht unterstützter Wallet-Name: {name}',
  'config.unsupportedCaptchaSiteKey': 'Nicht unterstützter Captcha-Site-Key',
  'config.backgroundLuminance':
    'Die Hintergrundfarbe {color} hat eine Leuchtdichte zwischen 0,2 und 0,8: Text darauf ist im hellen wie im dunklen Modus womöglich schwer lesbar',
  'config.invalidApiUrl': 'apiUrl muss eine absolute http(s)-URL sein',
  'config.logoNotShown':
    '{source} {logo} wird nicht angezeigt: Verwende eine https-URL (http nur auf localhost), einen Pfad deiner Website oder eine data:image-URL',
  'config.loginMethodOffOnServer':
    'loginMethods.{method} ist in der Konfiguration aktiviert, in den Servereinstellungen der App aber deaktiviert: Der Server wird diese Anmeldungen ablehnen',
  'config.unsupportedChainId': 'Nicht unterstützte chainId',
  'config.chainNotSupported':
    'Die Chain-ID {id} wird nicht unterstützt. Sie muss der Eigenschaft config.supportedChains des LatchProvider hinzugefügt werden.',
  'config.unknownLocale':
    'intl.locale {locale} ist keine mitgelieferte Sprache ({locales}): Die Texte werden auf Englisch angezeigt',
  'intl.loadFailed':
    'Die Texte für {locale} konnten nicht geladen werden, daher wird Englisch angezeigt: {reason}',

  'error.requestTimeout': 'Zeitüberschreitung bei der Anfrage',
  'error.mustBeAuthenticated': 'Der Nutzer muss angemeldet sein',
  'error.captchaFailed': 'Captcha fehlgeschlagen',
  'error.oauthInvalidCode': 'Ungültiger Code während des OAuth-Ablaufs.',
  'error.noApiInstance': 'Der Anmeldeablauf hat keine API-Instanz',
  'error.unableToConnectWallet': 'Verbindung zur Wallet nicht möglich.',
  'error.malformedResponse': 'Der Server hat eine Antwort in unerwartetem Format gesendet',
  'error.network': 'Netzwerkanfrage fehlgeschlagen',
  'error.rateLimited': 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.',
  'error.somethingWentWrong': 'Etwas ist schiefgelaufen',
  'error.alreadyAuthenticated': 'login() wurde aufgerufen, obwohl der Nutzer bereits angemeldet ist',
  'error.exitedAuthFlow': 'Der Nutzer hat die Anmeldung geschlossen, bevor sie abgeschlossen war',
  'error.unknownScreen': 'Unbekannter Bildschirm im Dialog: {screen}',
  'error.originNotAllowed':
    'Dieser Ursprung ({origin}) ist für die App {appId} nicht erlaubt: Füge ihn den erlaubten Ursprüngen der App hinzu',
  'error.requestFailed': 'Anfrage mit Status {status} fehlgeschlagen',

  'landing.title': 'Anmelden oder registrieren',
  'landing.legalPrefix': 'Mit der Anmeldung akzeptiere ich die',
  'landing.terms': 'Bedingungen',
  'landing.termsOfService': 'Nutzungsbedingungen',
  'landing.privacyPolicy': 'Datenschutzrichtlinie',
  'landing.and': 'und die',
  'landing.protectedBy': 'Geschützt durch',
  'landing.protectedByName': 'Latch',
  'landing.moreOptions': 'Weitere Optionen',
  'landing.moreWallets': 'Weitere Wallets',
  'landing.emailPlaceholder': 'du@beispiel.de',
  'landing.phonePlaceholder': 'Telefonnummer',
  'landing.submit': 'Absenden',
  'landing.continueWith': 'Weiter mit {provider}',
  'landing.continueWithWallet': 'Weiter mit einer Wallet',
  'landing.continueWithPasskey': 'Weiter mit einem Passkey',
  'landing.back': 'Zurück',
  'landing.close': 'Schließen',
  'landing.country': 'Land',
  'landing.emailLabel': 'E-Mail-Adresse',
  'landing.phoneLabel': 'Telefonnummer',
  'landing.continueWithEmail': 'Weiter mit E-Mail',
  'landing.continueWithPhone': 'Weiter mit Telefonnummer',

  'wallet.connect': 'Verbinden',
  'wallet.dontSeeWallet': 'Du siehst deine Wallet nicht? Prüfe deine anderen Browserfenster.',
  'wallet.unableToConnect': 'Wallet konnte nicht verbunden werden',
  'wallet.useDifferentWallet': 'Andere Wallet verwenden',
  'wallet.loginFailed': 'Verbindung mit der Wallet fehlgeschlagen',
  'wallet.tryAgain': 'Erneut versuchen',
  'wallet.cancel': 'Abbrechen',

  'code.title': 'Bestätigungscode eingeben',
  'code.sentTo': 'Wir haben dir eine E-Mail an {recipient} geschickt. Gib den Code unten ein.',
  'code.sentToPhone': 'Wir haben dir eine SMS an {recipient} geschickt. Gib den Code unten ein.',
  'code.resend': 'Code erneut senden',
  'code.resent': 'Code gesendet',
  'code.numeric': 'Der Code darf nur Ziffern enthalten',
  'stepUp.invalidType': "Ein Bestätigungscode geht an 'email' oder 'phone'",
  'code.invalidOrExpired': 'Ungültiger oder abgelaufener Bestätigungscode',
  'code.issueVerifying': 'Problem beim Prüfen des Codes',
  'code.label': 'Ziffer {index} von {length} des Codes',
  'code.requestPending': 'Eine Anmeldung per {channel} läuft bereits',
  'code.noCodeSent': 'Es wurde kein Code per {channel} gesendet: Rufe zuerst den init-Befehl auf',
  'code.noChannelWaiting':
    'Es wurde kein Code gesendet: Rufe zuerst initLoginWithEmail oder initLoginWithSms auf',

  'email.issueSubmitting': 'Problem beim Senden der E-Mail-Adresse',
  'email.invalid': 'Bitte gib eine gültige E-Mail-Adresse ein',
  'sms.issueSubmitting': 'Problem beim Senden der Telefonnummer',
  'sms.invalid': 'Bitte gib eine gültige Telefonnummer ein',
  'captcha.issueVerifying': 'Problem bei der Prüfung, ob du ein Mensch bist',

  'oauth.awaiting': 'Anmeldung mit {provider}',
  'oauth.awaitingDetail': 'Schließe die Anmeldung im {provider}-Fenster ab, um fortzufahren.',
  'oauth.failed': 'Authentifizierung fehlgeschlagen',
  'oauth.linkedToAnotherUser': 'Dieses Konto ist bereits mit einem anderen Nutzer verknüpft.',
  'oauth.invalidCredentials': 'Etwas ist schiefgelaufen. Versuche es erneut.',
  'oauth.userDenied': 'Sieh in {provider} nach, um die Verknüpfung deines Kontos abzuschließen.',
  'oauth.stateMismatch': 'Ungültiger Code während des OAuth-Ablaufs.',
  'oauth.retry': 'Erneut versuchen',
  'passkey.awaiting': 'Warten auf Ihren Passkey',
  'passkey.awaitingDetail':
    'Verwenden Sie Fingerabdruck, Gesicht oder Bildschirmsperre im Fenster Ihres Browsers, um fortzufahren.',
  'passkey.awaitingCreate': 'Passkey wird erstellt',
  'passkey.cancel': 'Abbrechen',
  'passkey.retry': 'Erneut versuchen',
  'passkey.noPasskey':
    'Es wurde kein Passkey verwendet. Wenn dieses Gerät keinen Passkey für diese App hat, melden Sie sich anders an und fügen Sie dann einen hinzu.',
  'passkey.notAllowed': 'Die Passkey-Anfrage wurde abgebrochen oder nicht erlaubt.',
  'passkey.unsupported': 'Dieser Browser unterstützt keine Passkeys.',
  'passkey.alreadyRegistered': 'Dieser Passkey ist bereits mit Ihrem Konto verknüpft.',
  'passkey.failed': 'Der Passkey konnte nicht geprüft werden. Bitte versuchen Sie es erneut.',
  'passkey.created': 'Erstellt am {date}',
  'passkey.lastUsed': 'Zuletzt verwendet am {date}',
  'passkey.neverUsed': 'Noch nicht verwendet',
  'passkey.nameRequired': 'Geben Sie einen Namen für diesen Passkey ein.',
  'passkey.nameTooLong': 'Verwenden Sie höchstens {max} Zeichen.',
  'passkey.nameInvalid': 'Dieser Name enthält Zeichen, die nicht verwendet werden können.',

  'allowlist.title': 'Du hast keinen Zugriff auf diese App',
  'allowlist.detail': 'Wurdest du eingeladen?',
  'allowlist.cta': 'Anderes Konto versuchen',

  'link.alreadyHasEmail': 'Mit dem Konto des Nutzers ist bereits eine E-Mail-Adresse verknüpft.',
  'link.alreadyHasPhone': 'Mit dem Konto des Nutzers ist bereits eine Telefonnummer verknüpft.',
  'link.alreadyHasSocial': 'Mit dem Konto des Nutzers ist bereits ein {provider}-Konto verknüpft.',
  'link.alreadyHasWallet': 'Diese Wallet ist bereits mit dem Konto des Nutzers verknüpft.',
  'link.linkedToAnotherUser': 'Dieses Konto ist bereits mit einem anderen Nutzer verknüpft.',
  'link.cannotLinkEmbedded': 'Eingebettete Wallets können nicht verknüpft oder getrennt werden.',
  'link.lastLoginMethod': 'Die letzte Anmeldemethode des Benutzers kann nicht getrennt werden.',

  'generic.close': 'Schließen',
  'generic.back': 'Zurück',
  'generic.cancel': 'Abbrechen',
  'generic.continue': 'Weiter',
  'generic.loading': 'Wird geladen',
}

export default de
