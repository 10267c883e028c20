/** Binds the SMS store to its commands. */

import type { ReadableAtom } from 'nanostores'
import { onMount } from 'nanostores'
import type { PhoneRules } from '../../rules/phone'
import type { FlowDeps, FlowMode } from '../shared/deps'
import * as commands from './sms.commands'
import { createSmsStore } from './sms.store'
import type {
  InitLoginWithSmsParameters,
  LoginWithSmsCodeParameters,
  LoginWithSmsCodeReturnType,
  PhoneRulesStatus,
  SmsState,
} from './sms.types'

/** The SMS flow of one client. */
export interface SmsFlow {
  $state: ReadableAtom<SmsState>
  /** The number as typed. */
  $phoneNumber: ReadableAtom<string>
  /** The chosen country (ISO 3166 alpha-2), `intl.defaultCountry` at first. */
  $country: ReadableAtom<string>
  /** The phone rules once libphonenumber-js has loaded, else null; subscribing starts the (lazy) load. */
  $rules: ReadableAtom<PhoneRules | null>
  $rulesStatus: ReadableAtom<PhoneRulesStatus>
  /** Valid number for the country and, with captcha on, captcha success. */
  $canSubmit: ReadableAtom<boolean>
  /** Loads the phone metadata; call when the SMS input appears. */
  start(): Promise<PhoneRules>
  setPhoneNumber(phoneNumber: string): void
  setCountry(country: string): void
  init(parameters: InitLoginWithSmsParameters): Promise<void>
  loginWithCode(parameters: LoginWithSmsCodeParameters): Promise<LoginWithSmsCodeReturnType>
  resendCode(): Promise<void>
  reset(mode?: FlowMode): void
}

/** Creates the SMS flow. */
export function createSmsFlow(deps: FlowDeps): SmsFlow {
  const c = { ...deps, store: createSmsStore(deps) }
  // The phone metadata loads when a screen first reads the rules (or `$canSubmit`), never for an email-only login.
  onMount(c.store.$rules, () => {
    void commands.loadSmsRules(c).catch(() => undefined)
  })
  return {
    $state: c.store.$state,
    $phoneNumber: c.store.$phoneNumber,
    $country: c.store.$country,
    $rules: c.store.$rules,
    $rulesStatus: c.store.$rulesStatus,
    $canSubmit: c.store.$canSubmit,
    start: () => commands.loadSmsRules(c),
    setPhoneNumber: (phoneNumber) =>
      c.store.$phoneNumber.set(typeof phoneNumber === 'string' ? phoneNumber : ''),
    setCountry: (country) =>
      c.store.$country.set(c.store.$rules.get()?.resolveCountry(country) ?? country.toUpperCase()),
    init: (parameters) => commands.initLoginWithSms(c, parameters),
    loginWithCode: (parameters) => commands.loginWithSmsCode(c, parameters),
    resendCode: () => commands.resendSmsCode(c),
    reset: (mode) => commands.resetSms(c, mode),
  }
}
