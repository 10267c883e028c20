/** The channel descriptors: what email and SMS codes differ in. The SMS second factor adds one more here. */
import { LatchError } from '../../errors'
import { emailIssue, isValidEmail, normalizeEmail } from '../../rules/email'
import type { PhoneRules } from '../../rules/phone'
import type { PasswordlessChannel } from './passwordless.types'

/** Email codes: `{ email }` to the passwordless paths. */
export const emailChannel: PasswordlessChannel<'email'> = {
  id: 'email',
  recipientKey: 'email',
  paths: {
    init: '/api/v1/passwordless/init',
    authenticate: '/api/v1/passwordless/authenticate',
    link: '/api/v1/passwordless/link',
  },
  issueSubmittingKey: 'email.issueSubmitting',
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
      init: '/api/v1/passwordless_sms/init',
      authenticate: '/api/v1/passwordless_sms/authenticate',
      link: '/api/v1/passwordless_sms/link',
    },
    issueSubmittingKey: 'sms.issueSubmitting',
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
