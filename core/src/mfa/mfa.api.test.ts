import { describe, expect, it } from 'vitest'
import type { Api, ApiRequest } from '../api/types'
import {
  initEnrollmentWithSms,
  initEnrollmentWithTotp,
  initMfaVerificationWithSms,
  parseMfaVerifyJSON,
  parseTotpInitJSON,
  submitEnrollmentWithSms,
  submitEnrollmentWithTotp,
  unenroll,
  verifyMfa,
} from './mfa.api'
import type { MfaCodeMethod, MfaMethod } from './mfa.types'

const USER = {
  user: {
    id: 'did:latch:u1',
    created_at: 1_700_000_000,
    linked_accounts: [],
    mfa_methods: [{ type: 'totp', verified_at: 1_700_000_100 }],
  },
}

function fakeApi(answer: unknown) {
  const requests: ApiRequest<unknown>[] = []
  const api: Api = {
    async request<T>(request: ApiRequest<T>): Promise<T> {
      requests.push(request as ApiRequest<unknown>)
      return request.parse(answer)
    },
  }
  return { api, requests }
}

describe('MFA server calls', () => {
  it('every call is a bearer POST to its path with its body', async () => {
    const cases: Array<[(api: Api) => Promise<unknown>, unknown, string, unknown]> = [
      [
        (api) => initEnrollmentWithSms(api, { phoneNumber: ' +15555550100 ' }),
        { success: true },
        'passwordless_sms/init',
        { action: 'enroll', phoneNumber: '+15555550100' },
      ],
      [
        (api) => submitEnrollmentWithSms(api, { phoneNumber: '+15555550100', mfaCode: '123 456' }),
        USER,
        'passwordless_sms/enroll',
        { phoneNumber: '+15555550100', code: '123456' },
      ],
      [
        (api) => initMfaVerificationWithSms(api),
        { success: true },
        'passwordless_sms/init',
        { action: 'verify' },
      ],
      [
        (api) => initEnrollmentWithTotp(api),
        { secret: 'JBSWY3DPEHPK3PXP', auth_url: 'otpauth://totp/Latch:u?secret=JBSWY3DPEHPK3PXP' },
        'totp/init',
        {},
      ],
      [
        (api) => submitEnrollmentWithTotp(api, { mfaCode: '654321' }),
        USER,
        'totp/enroll',
        { code: '654321' },
      ],
      [
        (api) => verifyMfa(api, { method: 'totp', mfaCode: '111111' }),
        { success: true, verified_at: 5 },
        'totp/verify',
        { code: '111111' },
      ],
      [
        (api) => verifyMfa(api, { method: 'sms', mfaCode: '222222' }),
        { success: true, verified_at: 5 },
        'passwordless_sms/verify',
        { code: '222222' },
      ],
      [(api) => unenroll(api, 'sms'), USER, 'passwordless_sms/unenroll', {}],
      [(api) => unenroll(api, 'totp'), USER, 'totp/unenroll', {}],
    ]
    for (const [run, answer, path, body] of cases) {
      const { api, requests } = fakeApi(answer)
      await run(api)
      expect(requests[0]).toMatchObject({
        method: 'POST',
        path: `/api/v1/mfa/${path}`,
        auth: 'protected',
        body,
      })
    }
  })

  it('enrolment answers are typed: the user with its methods, the TOTP secret and URL, the verification time', async () => {
    const user = await submitEnrollmentWithTotp(fakeApi(USER).api, { mfaCode: '654321' })
    expect(user.mfaMethods).toEqual(['totp'])
    const totp = await initEnrollmentWithTotp(
      fakeApi({ secret: 'JBSWY3DPEHPK3PXP', auth_url: 'otpauth://totp/L:u?secret=JBSWY3DPEHPK3PXP' }).api,
    )
    expect(totp).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      authUrl: 'otpauth://totp/L:u?secret=JBSWY3DPEHPK3PXP',
    })
    await expect(
      verifyMfa(fakeApi({ success: true, verified_at: 42 }).api, { method: 'sms', mfaCode: '123456' }),
    ).resolves.toEqual({ verifiedAt: 42 })
  })

  it('a verification is never retried by the client (a used code would be refused as a replay)', async () => {
    const { api, requests } = fakeApi({ success: true, verified_at: 1 })
    await verifyMfa(api, { method: 'totp', mfaCode: '123456' })
    expect(requests[0]?.retry).toBe(false)
  })

  it.each([
    ['abcdef', 'Passcode can only be numbers'],
    ['1234567', 'Passcode must be exactly 6 numbers'],
    ['12345', 'Passcode must be exactly 6 numbers'],
  ])('the code %j never reaches the server: %s', async (code, text) => {
    const { api, requests } = fakeApi({})
    await expect(submitEnrollmentWithTotp(api, { mfaCode: code })).rejects.toMatchObject({
      code: 'invalid_input',
      message: text,
    })
    await expect(
      submitEnrollmentWithSms(api, { phoneNumber: '+15555550100', mfaCode: code }),
    ).rejects.toMatchObject({ message: text })
    await expect(verifyMfa(api, { method: 'totp', mfaCode: code })).rejects.toMatchObject({ message: text })
    expect(requests).toHaveLength(0)
  })

  it('SMS enrolment needs a phone number; an unknown method is unsupported', async () => {
    const { api, requests } = fakeApi({})
    await expect(initEnrollmentWithSms(api, { phoneNumber: '  ' })).rejects.toMatchObject({
      code: 'invalid_input',
    })
    await expect(unenroll(api, 'email' as MfaMethod)).rejects.toMatchObject({
      code: 'unsupported_mfa_method',
      message: 'Unsupported MFA method',
    })
    await expect(
      verifyMfa(api, { method: 'passkey' as MfaCodeMethod, mfaCode: '123456' }),
    ).rejects.toMatchObject({ code: 'unsupported_mfa_method' })
    expect(requests).toHaveLength(0)
  })
})

describe('parsers', () => {
  it('refuse malformed TOTP and verify answers', () => {
    expect(() => parseTotpInitJSON({ secret: 'not base32!', auth_url: 'otpauth://totp/x' })).toThrow(
      TypeError,
    )
    expect(() => parseTotpInitJSON({ secret: 'JBSWY3DP', auth_url: 'https://evil.example' })).toThrow(
      TypeError,
    )
    expect(() => parseMfaVerifyJSON({ success: true })).toThrow(TypeError)
    expect(() => parseMfaVerifyJSON({ success: false, verified_at: 1 })).toThrow(TypeError)
    expect(() => parseMfaVerifyJSON(null)).toThrow(TypeError)
  })
})
