/** The channel descriptors: what email and SMS codes differ in. The SMS second factor adds one more here. */
import { LatchError } from '../../errors'
import {
  EMAIL_AUTHENTICATE,
  EMAIL_INIT,
  EMAIL_LINK,
  SMS_AUTHENTICATE,
  SMS_INIT,
  SMS_LINK,
} from '../../protocol/endpoints'
import { emailIssue, isValidEmail, normalizeEmail } from '../../rules/email'
import type { PhoneRules } from '../../rules/phone'
import type { PasswordlessChannel } from './passwordless.types'

/** Email codes: `{ email }` to the passwordless paths. */
export const emailChannel: PasswordlessChannel<'email'> = {
  id: 'email',
  recipientKey: 'email',
  paths: {
    init: EMAIL_INIT.path,
    authenticate: EMAIL_AUTHENTICATE.path,
    link: EMAIL_LINK.path,
  },
  issueSubmittingKey: 'email.issueSubmitting',
  invalidKey: 'email.invalid',
  alreadyLinkedKey: 'link.alreadyHasEmail',
  prepare(ctx, input) {
    const email = normalizeEmail(input)
    const issue = emailIssue(email)
    return issue || !isValidEmail(email)
      ? { error: new LatchError('invalid_input', ctx.messages[issue ?? 'email.invalid']) }
      : { recipient: email }
  },
}

/**
 * SMS codes: `{ phoneNumber }` (E.164) to the passwordless_sms paths. The phone rules load lazily, so the descriptor
 * takes a loader and the country chosen on the screen.
 */
export function smsChannel(
  loadRules: () => Promise<PhoneRules>,
  chosenCountry: () => string,
): PasswordlessChannel<'phoneNumber'> {
  return {
    id: 'sms',
    recipientKey: 'phoneNumber',
    paths: {
      init: SMS_INIT.path,
      authenticate: SMS_AUTHENTICATE.path,
      link: SMS_LINK.path,
    },
    issueSubmittingKey: 'sms.issueSubmitting',
    invalidKey: 'sms.invalid',
    alreadyLinkedKey: 'link.alreadyHasPhone',
    async prepare(ctx, input, options) {
      let rules: PhoneRules
      try {
        rules = await loadRules()
      } catch (error) {
        return {
          error:
            error instanceof LatchError ? error : new LatchError('phone_rules_unavailable', String(error)),
        }
      }
      const country = rules.resolveCountry(options.country ?? chosenCountry())
      const phoneNumber = rules.normalizePhone(input, country)
      return phoneNumber === null
        ? { error: new LatchError('invalid_input', ctx.messages['sms.invalid']) }
        : { recipient: phoneNumber }
    },
  }
}
