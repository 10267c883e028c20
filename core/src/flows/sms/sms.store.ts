/** SMS-flow atoms: the state machine, the typed number, the country, the lazily loaded phone rules. */

import type { ReadableAtom, WritableAtom } from 'nanostores'
import { atom, computed } from 'nanostores'
import type { PhoneRules } from '../../rules/phone'
import type { FlowDeps } from '../shared/deps'
import { canSubmitSms } from './sms.rules'
import type { PhoneRulesStatus, SmsState } from './sms.types'

/** The SMS flow's atoms. */
export interface SmsStore {
  $state: WritableAtom<SmsState>
  /** The number as typed. */
  $phoneNumber: WritableAtom<string>
  /** The chosen country (ISO 3166 alpha-2). */
  $country: WritableAtom<string>
  $rules: WritableAtom<PhoneRules | null>
  $rulesStatus: WritableAtom<PhoneRulesStatus>
  $canSubmit: ReadableAtom<boolean>
}

/** Creates the SMS atoms of one client; the country starts at `intl.defaultCountry`. */
export function createSmsStore(deps: FlowDeps): SmsStore {
  const $state = atom<SmsState>({ step: 'idle', mode: 'login', phoneNumber: null })
  const $phoneNumber = atom('')
  const $country = atom(deps.ctx.$config.get().intl.defaultCountry || 'US')
  const $rules = atom<PhoneRules | null>(null)
  const $rulesStatus = atom<PhoneRulesStatus>('idle')
  const $canSubmit = computed(
    [$phoneNumber, $country, $rules, $state, deps.captcha.$state, deps.ctx.$config],
    (phoneNumber, country, rules, state, captcha) =>
      canSubmitSms({ phoneNumber, country, rules, state, captcha, captchaEnabled: deps.captcha.isEnabled() }),
  )
  return { $state, $phoneNumber, $country, $rules, $rulesStatus, $canSubmit }
}
