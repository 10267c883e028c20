/**
 * Every part the UI renders is styled by @latch/themes' stylesheet: render each screen in its states, collect the
 * elements carrying `data-part`, and check that at least one stylesheet selector matches each of them.
 */
import { expandRule, styleRules } from '@latch/themes/rules'
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { openModal, setup } from './test/setup'
import type { ScreenName } from './types'

const selectors = styleRules.flatMap(([selector, rule]) => expandRule(selector, rule).map(([s]) => s))
// Pseudo-classes and -elements jsdom cannot match statically are irrelevant to coverage: keep base selectors.
// Only selectors naming a part or a button variant count (not the root's `*` box-sizing reset).
const baseSelectors = selectors
  .flatMap((s) => s.split(',').map((p) => p.trim()))
  .filter(
    (s) => !/:(hover|focus|disabled|not|has|placeholder|before|after|focus-visible|focus-within)/.test(s),
  )
  .filter((s) => /\[data-(part|variant)[=\]]/.test(s) && !/ \*$/.test(s))

const seen = new Map<string, Element>()

function collect() {
  for (const el of document.querySelectorAll('[data-part]')) {
    const key = `${el.getAttribute('data-scope')}:${el.getAttribute('data-part')}`
    if (!seen.has(key)) seen.set(key, el.cloneNode(false) as Element)
    const covered = baseSelectors.some((s) => el.matches(s))
    expect(
      covered,
      `no style for [data-scope="${el.getAttribute('data-scope')}"][data-part="${el.getAttribute('data-part')}"]`,
    ).toBe(true)
  }
}

async function show(
  latch: Awaited<ReturnType<typeof setup>>['latch'],
  screenName: ScreenName,
  data?: Record<string, unknown>,
) {
  await act(async () => latch.navigate(screenName, data ?? null))
  collect()
}

function Broken(): never {
  throw new Error('boom')
}

describe('stylesheet coverage of the part anatomy', () => {
  it('every rendered part matches a rule of @latch/themes/styles.css', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const all = {
      sms_auth: true,
      google_oauth: true,
      github_oauth: true,
      apple_oauth: true,
      wallet_auth: true,
      terms_and_conditions_url: 'https://a.test/t',
      privacy_policy_url: 'https://a.test/p',
      logo_url: 'https://a.test/logo.png',
      captcha_enabled: true,
      captcha_site_key: 't:test-site-key',
    }
    const { latch, unmount } = await setup({ appConfig: all })
    await openModal(latch)
    collect()
    await act(async () => latch.flows.landing.setView('web2-overflow'))
    collect()
    await act(async () => latch.flows.landing.setView('default'))

    // Submit errors under the inputs.
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'not-an-email' },
    })
    await act(async () => latch.flows.email.init({ email: 'not-an-email' }).catch(() => {}))
    collect()

    await show(latch, 'AWAITING_PASSWORDLESS_CODE', { channel: 'email', recipient: 'a@b.co' })
    await show(latch, 'AWAITING_OAUTH_SCREEN', { provider: 'google' })
    await show(latch, 'ALLOWLIST_REJECTION_SCREEN', { ctaLink: 'https://a.test/req', ctaText: 'Request' })
    await show(latch, 'ALLOWLIST_REJECTION_SCREEN', null as never)
    await show(latch, 'LOGIN_FAILED_SCREEN')
    unmount()

    const hidden = await setup({
      config: { appearance: { hideDirectWeb2Inputs: true } },
      appConfig: { sms_auth: true },
    })
    await openModal(hidden.latch)
    collect()
    hidden.unmount()

    const broken = await setup({ components: { LANDING: Broken } })
    await openModal(broken.latch)
    collect()

    // The anatomy this issue ships (a guard against the test silently rendering less).
    const parts = new Set([...seen.keys()].map((k) => k.split(':')[1]))
    for (const part of [
      'overlay',
      'content',
      'root',
      'header',
      'close-trigger',
      'back-trigger',
      'hero',
      'logo',
      'title',
      'options',
      'email-form',
      'field',
      'email-input',
      'email-submit',
      'phone-form',
      'country-select',
      'phone-input',
      'phone-submit',
      'social-button',
      'wallet-button',
      'overflow-button',
      'email-button',
      'sms-button',
      'label',
      'legal',
      'legal-link',
      'footer',
      'captcha',
      'cells',
      'cell',
      'resend-trigger',
      'status',
      'icon',
      'description',
      'spinner',
      'error',
      'cta-link',
      'cta-button',
      'retry-button',
      'cancel-button',
      'close-button',
      'actions',
    ]) {
      expect(parts, part).toContain(part)
    }
  }, 20_000)
})
