/**
 * The SMS flow: the passwordless code flow on the SMS channel, plus the typed number, the chosen country and the
 * phone rules (libphonenumber-js), which load only when a screen reads them or the flow starts.
 */
import type { ReadableAtom } from 'nanostores'
import { atom, computed, onMount } from 'nanostores'
import { LatchError } from '../../errors'
import type { PhoneRules } from '../../rules/phone'
import { loadPhoneRules } from '../../rules/phone'
import { createDisposer, defineFlowModule } from '../../services/flow-module'
import { bindRoute } from '../../services/router/route.types'
import { smsMethod } from '../../user/methods/sms'
import { smsChannel } from './passwordless.channels'
import type { PasswordlessFlow } from './passwordless.flow'
import { createPasswordless } from './passwordless.flow'
import { offerPasswordlessLink } from './passwordless.link'
import { routePasswordless } from './passwordless.route'
import { canSubmitRecipient } from './passwordless.rules'
import type { InitLoginWithSmsParameters, PhoneRulesStatus } from './sms.types'

/** The SMS flow of one client. */
export interface SmsFlow extends PasswordlessFlow<'phoneNumber'> {
  /** The number as typed. */
  $phoneNumber: ReadableAtom<string>
  /** The chosen country (ISO 3166 alpha-2), `intl.defaultCountry` at first. */
  $country: ReadableAtom<string>
  /** The phone rules once libphonenumber-js has loaded, else null; subscribing starts the (lazy) load. */
  $rules: ReadableAtom<PhoneRules | null>
  $rulesStatus: ReadableAtom<PhoneRulesStatus>
  /** Valid number for the country and, with captcha on, captcha success; false while a request is in flight. */
  $canSubmit: ReadableAtom<boolean>
  /** Loads the phone metadata; call when the SMS input appears. */
  start(): Promise<PhoneRules>
  setPhoneNumber(phoneNumber: string): void
  setCountry(country: string): void
  /** Sends a code to the number: 'submitting', then 'awaiting-code'. */
  init(parameters: InitLoginWithSmsParameters): Promise<void>
}

/** The commands the SMS flow puts on a `Latch`. */
export interface SmsCommands {
  /** Sends a login code by SMS (E.164, or national for the chosen country). */
  initLoginWithSms(phoneNumber: string, captchaToken?: string): Promise<void>
  /** Sends the SMS code again. */
  resendSmsCode(): Promise<void>
}

/** The SMS flow module; it also links a phone to a logged-in user (its link channel, loading the phone rules). */
export const smsModule = defineFlowModule({
  name: 'sms',
  methods: [smsMethod],
  create(ctx) {
    const captcha = ctx.captcha
    const disposer = createDisposer()
    const $phoneNumber = atom('')
    const $country = atom(ctx.$config.get().intl.defaultCountry || 'US')
    const $rules = atom<PhoneRules | null>(null)
    const $rulesStatus = atom<PhoneRulesStatus>('idle')

    async function start(): Promise<PhoneRules> {
      const loaded = $rules.get()
      if (loaded) return loaded
      $rulesStatus.set('loading')
      try {
        const rules = await loadPhoneRules()
        $rules.set(rules)
        $rulesStatus.set('ready')
        return rules
      } catch (error) {
        $rulesStatus.set('error')
        throw new LatchError('phone_rules_unavailable', ctx.messages['sms.issueSubmitting'], {
          cause: error,
          retryable: true,
        })
      }
    }

    const core = createPasswordless(
      ctx,
      captcha,
      smsChannel(start, () => $country.get()),
    )
    // While the phone metadata loads, a typed number may be submitted: the command waits for the metadata and checks
    // the number itself. (A disabled submit button would also stop the browser's implicit submission: an Enter
    // pressed before the metadata arrived did nothing at all.)
    const $canSubmit = computed(
      [$phoneNumber, $country, $rules, $rulesStatus, core.flow.$state, captcha.$state, ctx.$config],
      (phoneNumber, country, rules, status, state, c) =>
        canSubmitRecipient({
          valid:
            rules === null
              ? status !== 'error' && phoneNumber.trim() !== ''
              : rules.phoneIssue(phoneNumber, country) === null,
          state,
          captcha: c,
          captchaEnabled: captcha.isEnabled(),
        }),
    )
    // The phone metadata loads when a screen first reads the rules (or `$canSubmit`), never for an email-only login.
    disposer.add(
      onMount($rules, () => {
        void start().catch(() => undefined)
      }),
    )
    const flow: SmsFlow = {
      ...core.flow,
      $phoneNumber,
      $country,
      $rules,
      $rulesStatus,
      $canSubmit,
      start,
      setPhoneNumber: (phoneNumber) => {
        core.preload()
        $phoneNumber.set(typeof phoneNumber === 'string' ? phoneNumber : '')
      },
      setCountry: (country) => $country.set($rules.get()?.resolveCountry(country) ?? country.toUpperCase()),
      init: ({ phoneNumber, ...parameters }) => {
        if (typeof phoneNumber === 'string') $phoneNumber.set(phoneNumber)
        return core.init(phoneNumber, parameters)
      },
    }
    disposer.add(offerPasswordlessLink(ctx, 'phone', flow, start))
    const commands: SmsCommands = {
      initLoginWithSms: (phoneNumber, captchaToken) =>
        flow.init({ phoneNumber, ...(captchaToken === undefined ? {} : { captchaToken }) }),
      resendSmsCode: () => flow.resendCode(),
    }
    return {
      flow,
      commands,
      dispose: disposer.dispose,
      route: bindRoute(core.flow.$state, routePasswordless('sms', 'phoneNumber')),
    }
  },
})
