/**
 * Gallery cases of transaction protection and card funding: the enrolment steps (intro, method list, phone entry,
 * authenticator QR, success, removal, no methods), the 'Verification Required' prompt (choose, code, locked) and the
 * funding prompt and statuses. The flows' states are set as the commands would leave them.
 */
import type {
  FiatState,
  GrantJSON,
  Latch,
  MfaEnrollmentState,
  MfaVerificationState,
  ScreenName,
} from '@latch/core'
import type { WritableAtom } from 'nanostores'
import type { GalleryCase } from './case'
import { refusedFor, until } from './step-up-scenarios'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const METHODS = { mfa_methods: ['sms', 'totp'], fiat_on_ramp_enabled: true }

async function signedIn(latch: Latch, screen: ScreenName) {
  latch.openModal()
  await latch.initLoginWithEmail('ada@example.com')
  await latch.loginWithCode('123456')
  latch.openModal(screen as 'LANDING')
}

/** A small QR path (a 21-module finder-like pattern) so the case needs no encoder. */
const QR = {
  size: 21,
  path: Array.from({ length: 21 * 21 }, (_, i) => [i % 21, Math.floor(i / 21)] as const)
    .filter(([x, y]) => (x * 7 + y * 13) % 3 === 0 || (x < 7 && y < 7))
    .map(([x, y]) => `M${x} ${y}h1v1h-1z`)
    .join(''),
}

function enrollment(id: string, state: string, value: MfaEnrollmentState, app = METHODS): GalleryCase {
  return {
    id,
    screen: 'MFA_ENROLLMENT_FLOW_SCREEN',
    state,
    api: { app },
    setup: async (latch) => {
      await signedIn(latch, 'MFA_ENROLLMENT_FLOW_SCREEN')
      ;(latch.flows.mfa.$state as WritableAtom<MfaEnrollmentState>).set(value)
    },
  }
}

function verification(id: string, state: string, value: MfaVerificationState): GalleryCase {
  return {
    id,
    screen: 'MFA_ENROLLMENT_FLOW_SCREEN',
    state,
    api: { app: METHODS },
    setup: async (latch) => {
      await signedIn(latch, 'MFA_ENROLLMENT_FLOW_SCREEN')
      ;(latch.flows.mfa.$verification as WritableAtom<MfaVerificationState>).set(value)
    },
  }
}

/** The prompt for a refusal naming `grant` (it says what the verification approves), left in `value`. */
function approving(id: string, state: string, grant: GrantJSON, value: MfaVerificationState): GalleryCase {
  return {
    id,
    screen: 'MFA_ENROLLMENT_FLOW_SCREEN',
    state,
    api: { app: { ...METHODS, mfa_methods: ['sms', 'totp', 'passkey'] } },
    setup: async (latch) => {
      await signedIn(latch, 'MFA_ENROLLMENT_FLOW_SCREEN')
      refusedFor(latch.flows.mfa.guard, 'missing_or_invalid_mfa', grant)
      await until(latch.flows.mfa.$verification, (v) => v.step !== 'idle')
      ;(latch.flows.mfa.$verification as WritableAtom<MfaVerificationState>).set(value)
    },
  }
}

function fiat(id: string, screen: ScreenName, state: string, value: FiatState): GalleryCase {
  return {
    id,
    screen,
    state,
    api: { app: METHODS },
    setup: async (latch) => {
      await signedIn(latch, screen)
      ;(latch.flows.fiat.$state as WritableAtom<FiatState>).set(value)
    },
  }
}

const status = (s: 'pending' | 'completed' | 'failed' | 'serviceFailure' | 'awaitingAuthorization') => {
  const texts = {
    pending: { title: 'fiat.inProgress', body: 'fiat.inProgressBody', hint: null },
    completed: { title: 'fiat.completedTitle', body: 'fiat.completedBody', hint: null },
    failed: { title: 'fiat.failedTitle', body: 'fiat.failedBody', hint: 'fiat.failedDebitCardHint' },
    serviceFailure: { title: 'fiat.serviceFailureTitle', body: 'fiat.serviceFailureBody', hint: null },
    awaitingAuthorization: {
      title: 'fiat.awaitingAuthorizationTitle',
      body: 'fiat.awaitingAuthorizationBody',
      hint: null,
    },
  } as const
  return {
    step: 'status',
    address: ADDRESS,
    options: {},
    externalTransactionId: 'ext-1',
    status: s,
    texts: texts[s],
    record: null,
    failures: 0,
  } as FiatState
}

const prompt = { attempt: 1, maxAttempts: 4, summary: { title: 'Send 0.01 ETH', detail: 'to 0x7099…79C8' } }

/** The MFA and funding screens in their states. */
export function mfaCases(): GalleryCase[] {
  return [
    enrollment('mfa-intro', 'intro', { step: 'intro' }),
    enrollment('mfa-choose', 'choose', { step: 'choose', error: null }),
    enrollment(
      'mfa-no-methods',
      'no methods',
      { step: 'choose', error: null },
      { ...METHODS, mfa_methods: [] },
    ),
    enrollment('mfa-phone', 'enter-phone', { step: 'enter-phone', error: null }),
    enrollment('mfa-totp', 'authenticator', {
      step: 'awaiting-code',
      method: 'totp',
      phoneNumber: null,
      totp: {
        secret: 'JBSWY3DPEHPK3PXP',
        authUrl: 'otpauth://totp/Latch:ada?secret=JBSWY3DPEHPK3PXP',
        qr: QR,
      },
      error: null,
    }),
    enrollment('mfa-sms-code', 'sms code', {
      step: 'awaiting-code',
      method: 'sms',
      phoneNumber: '+12015550123',
      totp: null,
      error: null,
    }),
    enrollment('mfa-enrolled', 'enrolled', { step: 'enrolled', method: 'totp' }),
    enrollment('mfa-remove', 'remove', { step: 'confirm-remove', method: 'sms', error: null }),
    verification('mfa-verify-choose', 'choosing', {
      step: 'choosing',
      methods: ['totp', 'sms'],
      summary: prompt.summary,
      error: null,
    }),
    verification('mfa-verify-code', 'awaiting-code', {
      step: 'awaiting-code',
      method: 'totp',
      methods: ['totp', 'sms'],
      ...prompt,
      error: 'mfa.invalidCodeScreen',
      inputError: null,
    }),
    verification('mfa-verify-locked', 'locked', {
      step: 'locked',
      methods: ['totp'],
      summary: null,
      error: 'mfa.maxAttemptsScreen',
    }),
    approving(
      'mfa-verify-approves-sign',
      'awaiting-code, approving a signature',
      { action: 'wallet_sign', target: `${ADDRESS.toLowerCase()}:${'ab'.repeat(32)}` },
      {
        step: 'awaiting-code',
        method: 'totp',
        methods: ['totp', 'sms'],
        attempt: 1,
        maxAttempts: 4,
        summary: null,
        error: null,
        inputError: null,
      },
    ),
    approving(
      'mfa-verify-approves-export',
      'passkey, exporting the wallet',
      { action: 'wallet_export', target: ADDRESS.toLowerCase() },
      {
        step: 'awaiting-code',
        method: 'passkey',
        methods: ['passkey', 'totp'],
        attempt: 1,
        maxAttempts: 4,
        summary: null,
        error: null,
        inputError: null,
      },
    ),
    fiat('fiat-prompt', 'FIAT_ON_RAMP_PROMPT_SCREEN', 'prompt', {
      step: 'prompt',
      address: ADDRESS,
      options: {},
      error: null,
    }),
    fiat('fiat-pending', 'FIAT_ON_RAMP_STATUS_SCREEN', 'pending', status('pending')),
    fiat('fiat-completed', 'FIAT_ON_RAMP_STATUS_SCREEN', 'completed', status('completed')),
    fiat('fiat-failed', 'FIAT_ON_RAMP_STATUS_SCREEN', 'failed', status('failed')),
    fiat('fiat-service-failure', 'FIAT_ON_RAMP_STATUS_SCREEN', 'serviceFailure', status('serviceFailure')),
  ]
}
