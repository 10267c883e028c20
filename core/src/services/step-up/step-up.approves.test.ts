import { describe, expect, it } from 'vitest'
import type { GrantAction } from '../../api/wire'
import de from '../../locales/de.wallet'
import ja from '../../locales/ja.wallet'
import { approvesText } from './step-up.approves'

const en = undefined
const grant = (action: GrantAction, target: string) => ({ action, target })

describe('approvesText', () => {
  it('names each action and its target in English', () => {
    const cases: Array<[GrantAction, string, string]> = [
      ['unlink', 'email:a@b.c', 'Enter the code to remove your email a@b.c'],
      ['unlink', 'phone:+12015550123', 'Enter the code to remove your phone number +12015550123'],
      ['unlink', 'google_oauth:1234', 'Enter the code to remove your Google account'],
      ['unlink', 'passkey:abc', 'Enter the code to remove a passkey'],
      ['link', 'email:x@y.z', 'Enter the code to add x@y.z'],
      ['link', 'github_oauth', 'Enter the code to add your GitHub account'],
      [
        'link',
        'wallet:0x1234567890abcdef1234567890abcdef12345678',
        'Enter the code to add the wallet 0x1234…5678',
      ],
      ['link', 'passkey', 'Enter the code to add a passkey'],
      ['device_register', 'thumbprint', 'Enter the code to add this device to your wallet'],
      ['wallet_sign', '0xabc:00ff', 'Enter the code to approve this signature'],
      ['wallet_export', '0xabc', 'Enter the code to export your wallet'],
      ['mfa_enroll', 'totp', 'Enter the code to turn on two-step verification'],
      ['mfa_remove', 'sms', 'Enter the code to turn off two-step verification'],
      ['recovery_password', '0xabc', "Enter the code to set your wallet's recovery password"],
      ['device_revoke', 'd1', 'Enter the code to remove a device from your wallet'],
      ['passkey_rename', 'abc', 'Enter the code to rename a passkey'],
    ]
    for (const [action, target, text] of cases)
      expect(approvesText(en, grant(action, target), 'code')).toBe(text)
  })

  it('says how it is approved: a passkey, or the choice of a method; nothing without a grant', () => {
    expect(approvesText(en, grant('wallet_sign', '0xabc:00'), 'passkey')).toBe(
      'Use your passkey to approve this signature',
    )
    expect(approvesText(en, grant('wallet_export', '0xabc'), 'confirm')).toBe(
      "Confirm it's you to export your wallet",
    )
    expect(approvesText(en, null, 'code')).toBeNull()
  })

  it('is translated (the catalogue of a locale) and a host override wins', () => {
    expect(approvesText(de, grant('unlink', 'email:a@b.c'), 'code')).toBe(
      'Geben Sie den Code ein, um Ihre E-Mail-Adresse a@b.c zu entfernen',
    )
    expect(approvesText(ja, grant('device_register', 't'), 'code')).toBe(
      'このデバイスをウォレットに追加するには、コードを入力してください',
    )
    expect(
      approvesText({ 'grant.walletExport': 'take your key out' }, grant('wallet_export', '0x1'), 'code'),
    ).toBe('Enter the code to take your key out')
  })
})
