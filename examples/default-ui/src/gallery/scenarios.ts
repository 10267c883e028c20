/**
 * Every login screen of @latch/react in each of its states. A case builds its own Latch client over a fake API
 * (fake-api.ts), a frozen clock (so no auto-close, hide delay or retry timer ever moves it on) and memory storage,
 * then runs the real core commands until the screen is in the wanted state.
 */
import {
  createLatch,
  createMemoryStorage,
  type EmbeddedWalletState,
  initialPasswordState,
  type Latch,
  type LatchEnv,
  LatchError,
  type PasswordFlowState,
  type ScreenName,
} from '@latch/core'
import type { WritableAtom } from 'nanostores'
import { appId } from '../config'
import type { GalleryCase } from './case'
import { type Answer, createFakeFetch } from './fake-api'
import { mfaCases } from './mfa-scenarios'
import { passkeyCases } from './passkey-scenarios'
import { stepUpCases } from './step-up-scenarios'
import { transactionCases } from './transaction-scenarios'
import { walletCases } from './wallet-scenarios'

const err = (status: number, code: string, error: string): Answer => ({ status, code, error })

/** A clock that never fires: every screen stays in the state its setup reached. */
const frozenClock: LatchEnv['clock'] = {
  now: () => Date.now(),
  setTimeout: () => 0,
  clearTimeout: () => {},
}

const PHONE = '+12015550123'
const EMAIL = 'ada@example.com'
const ignore = (p: Promise<unknown>) => p.catch(() => {})

async function codeSent(latch: Latch, channel: 'email' | 'sms' = 'email') {
  latch.openModal()
  if (channel === 'sms') await latch.initLoginWithSms(PHONE)
  else await latch.initLoginWithEmail(EMAIL)
}

async function signedIn(latch: Latch, channel: 'email' | 'sms' = 'email') {
  await codeSent(latch, channel)
  await latch.loginWithCode('123456')
}

// Declared before `cases`: the case list is built at module load and reads it (a later `const` is in its
// temporal dead zone then: the gallery page threw under the Vite dev server).
const WALLET = {
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  chainId: 'eip155:1',
  walletClientType: 'privy',
  connectorType: 'embedded',
  recoveryMethod: 'privy',
} as const

export const cases: GalleryCase[] = [
  { id: 'landing-default', screen: 'LANDING', state: 'default', setup: async (l) => l.openModal() },
  {
    id: 'landing-overflow',
    screen: 'LANDING',
    state: 'web2-overflow',
    setup: async (l) => {
      l.openModal()
      l.flows.modal.setLandingView('web2-overflow')
    },
  },
  {
    id: 'landing-email-only',
    screen: 'LANDING',
    state: 'email only, one legal link',
    api: {
      app: {
        sms_auth: false,
        wallet_auth: false,
        apple_oauth: false,
        discord_oauth: false,
        github_oauth: false,
        google_oauth: false,
        twitter_oauth: false,
        privacy_policy_url: null,
      },
    },
    setup: async (l) => l.openModal(),
  },
  {
    id: 'landing-guest',
    screen: 'LANDING',
    state: "email and 'Continue as guest' (the app has guests on)",
    api: {
      app: {
        sms_auth: false,
        wallet_auth: false,
        passkey_auth: false,
        apple_oauth: false,
        discord_oauth: false,
        github_oauth: false,
        google_oauth: false,
        twitter_oauth: false,
        guest_auth: true,
      },
    },
    setup: async (l) => l.openModal(),
  },
  {
    // an app's own OpenID Connect providers (one with its icon, one with the generic glyph) beside built-in socials
    id: 'landing-oidc',
    screen: 'LANDING',
    state: 'OpenID Connect providers',
    api: {
      app: {
        sms_auth: false,
        wallet_auth: false,
        apple_oauth: false,
        discord_oauth: false,
        github_oauth: false,
        google_oauth: false,
        twitter_oauth: false,
        spotify_oauth: true,
        twitch_oauth: true,
        oidc_providers: [
          { id: 'oidc:acme', name: 'Acme SSO', icon: new URL('/oidc-icon.svg', location.href).href },
          { id: 'oidc:corp', name: 'Corp Okta', icon: null },
        ],
      },
    },
    setup: async (l) => {
      l.openModal()
      l.flows.modal.setLandingView('web2-overflow')
    },
  },
  {
    id: 'landing-submitting',
    screen: 'LANDING',
    state: 'submitting email',
    api: { answers: { 'passwordless/init': 'hang' } },
    setup: async (l) => {
      l.openModal()
      void ignore(l.initLoginWithEmail(EMAIL))
    },
  },
  {
    id: 'landing-email-error',
    screen: 'LANDING',
    state: 'email error',
    api: { answers: { 'passwordless/init': err(422, 'invalid_data', 'Invalid email address') } },
    setup: async (l) => {
      l.openModal()
      await ignore(l.initLoginWithEmail(EMAIL))
    },
  },
  {
    id: 'landing-sms-error',
    screen: 'LANDING',
    state: 'phone error',
    api: { answers: { 'passwordless_sms/init': err(400, 'invalid_input', 'Bad request') } },
    setup: async (l) => {
      l.openModal()
      await ignore(l.initLoginWithSms(PHONE))
    },
  },
  ...(['ready', 'success', 'error'] as const).map(
    (outcome): GalleryCase => ({
      id: `landing-captcha-${outcome}`,
      screen: 'LANDING',
      state: `captcha ${outcome}`,
      api: { app: { captcha_enabled: true, captcha_site_key: `t:gallery-${outcome}` } },
      setup: async (l) => l.openModal(),
    }),
  ),
  {
    id: 'code-email',
    screen: 'AWAITING_PASSWORDLESS_CODE',
    state: 'email, awaiting code',
    setup: (l) => codeSent(l),
  },
  {
    id: 'code-sms',
    screen: 'AWAITING_PASSWORDLESS_CODE',
    state: 'sms, awaiting code',
    setup: (l) => codeSent(l, 'sms'),
  },
  {
    id: 'code-resent',
    screen: 'AWAITING_PASSWORDLESS_CODE',
    state: 'code resent',
    setup: async (l) => {
      await codeSent(l)
      await l.resendEmailCode()
    },
  },
  {
    id: 'code-verifying',
    screen: 'AWAITING_PASSWORDLESS_CODE',
    state: 'verifying',
    api: { answers: { 'passwordless/authenticate': 'hang' } },
    setup: async (l) => {
      await codeSent(l)
      void ignore(l.loginWithCode('123456'))
    },
  },
  {
    id: 'code-invalid',
    screen: 'AWAITING_PASSWORDLESS_CODE',
    state: 'invalid code',
    api: { answers: { 'passwordless/authenticate': err(422, 'invalid_credentials', 'Invalid code') } },
    setup: async (l) => {
      await codeSent(l)
      await ignore(l.loginWithCode('123456'))
    },
  },
  { id: 'code-done', screen: 'AWAITING_PASSWORDLESS_CODE', state: 'success', setup: signedIn },
  {
    id: 'oauth-awaiting',
    screen: 'AWAITING_OAUTH_SCREEN',
    state: 'awaiting provider',
    api: { answers: { 'oauth/init': 'hang' } },
    setup: async (l) => {
      l.openModal()
      void ignore(l.initLoginWithOAuth('google'))
    },
  },
  {
    id: 'oauth-failed',
    screen: 'AWAITING_OAUTH_SCREEN',
    state: 'failed, retryable',
    api: { answers: { 'oauth/init': err(401, 'invalid_credentials', 'Invalid credentials') } },
    setup: async (l) => {
      l.openModal()
      await ignore(l.initLoginWithOAuth('github'))
    },
  },
  {
    id: 'allowlist-default',
    screen: 'ALLOWLIST_REJECTION_SCREEN',
    state: 'default texts',
    api: {
      answers: { 'passwordless/init': err(403, 'allowlist_rejected', "You don't have access to this app") },
    },
    setup: async (l) => {
      l.openModal()
      await ignore(l.initLoginWithEmail(EMAIL))
    },
  },
  {
    id: 'allowlist-custom',
    screen: 'ALLOWLIST_REJECTION_SCREEN',
    state: 'app texts and link',
    api: {
      app: {
        allowlist_config: {
          error_title: 'Acme is invite-only',
          error_detail: 'Ask your team admin for an invitation.',
          cta_text: 'Request access',
          cta_link: 'https://example.com/request-access',
        },
      },
      answers: { 'passwordless/init': err(403, 'allowlist_rejected', "You don't have access to this app") },
    },
    setup: async (l) => {
      l.openModal()
      await ignore(l.initLoginWithEmail(EMAIL))
    },
  },
  {
    id: 'login-failed',
    screen: 'LOGIN_FAILED_SCREEN',
    state: 'default',
    setup: async (l) => l.openModal('LOGIN_FAILED_SCREEN'),
  },
  {
    id: 'link-email',
    screen: 'LINK_EMAIL_SCREEN',
    state: 'default',
    // signed in with a phone only, so an email can be linked
    api: { accounts: [{ type: 'phone', phone_number: PHONE, verified_at: Math.floor(Date.now() / 1000) }] },
    setup: async (l) => {
      await signedIn(l, 'sms')
      l.linkEmail()
    },
  },
  {
    id: 'link-phone',
    screen: 'LINK_PHONE_SCREEN',
    state: 'default',
    setup: async (l) => {
      await signedIn(l)
      l.linkPhone()
    },
  },
  // ── Passkeys (the browser's sheet is a stand-in: open, or failing as a browser does)
  ...passkeyCases(),
  // ── Embedded wallet (the wallet frame is not reachable here: the flow's state is set as the frame would leave it)
  ...embeddedCases(),
  // ── External wallets (the flow's state is set as a wallet would leave it)
  ...walletCases(),
  // ── Sign request and send transaction (the flows' states are set as a request would leave them)
  ...transactionCases(),
  // ── Transaction protection (MFA) and card funding (the flows' states are set as the commands would leave them)
  ...mfaCases(),
  // ── 'Confirm it's you' (the step-up prompt of a user without MFA; its state set as the prompt would leave it)
  ...stepUpCases(),
]

function passwordState(patch: Partial<PasswordFlowState>): EmbeddedWalletState {
  return {
    step: 'password',
    password: { ...initialPasswordState('update', 'user'), ...patch },
  }
}

function embeddedCases(): GalleryCase[] {
  const show =
    (screen: ScreenName, state: EmbeddedWalletState) =>
    async (l: Latch): Promise<void> => {
      await signedIn(l)
      ;(l.flows.embeddedWallet.$state as WritableAtom<EmbeddedWalletState>).set(state)
      l.navigate(screen as 'LANDING')
    }
  const failure = (phase: 'create' | 'connect', message: string): EmbeddedWalletState => ({
    step: 'error',
    phase,
    error: new LatchError('unknown_embedded_wallet_error', message),
    title: 'Something went wrong',
    message,
  })
  const c = (id: string, screen: ScreenName, state: string, s: EmbeddedWalletState): GalleryCase => ({
    id,
    screen,
    state,
    setup: show(screen, s),
  })
  return [
    c('embedded-creating', 'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN', 'creating', {
      step: 'creating',
      origin: 'login',
    }),
    c(
      'embedded-create-password',
      'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN',
      'password required',
      passwordState({ purpose: 'create', initiatedBy: 'automatic' }),
    ),
    c(
      'embedded-create-failed',
      'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN',
      'failed',
      failure('create', 'Unable to create wallet'),
    ),
    c('embedded-created-new', 'EMBEDDED_WALLET_CREATED_SCREEN', 'new user', {
      step: 'created',
      origin: 'login',
      wallet: WALLET,
      isNewUser: true,
    }),
    c('embedded-created-returning', 'EMBEDDED_WALLET_CREATED_SCREEN', 'returning user', {
      step: 'created',
      origin: 'login',
      wallet: WALLET,
      isNewUser: false,
    }),
    c('embedded-connecting', 'EMBEDDED_WALLET_CONNECTING_SCREEN', 'connecting', {
      step: 'connecting',
      target: 'export',
    }),
    c(
      'embedded-connecting-failed',
      'EMBEDDED_WALLET_CONNECTING_SCREEN',
      'failed',
      failure('connect', "We're on it. Please try again later."),
    ),
    c('embedded-recovery', 'EMBEDDED_WALLET_RECOVERY_SCREEN', 'default', {
      step: 'recovery',
      target: 'provider',
      submitting: false,
      error: null,
    }),
    c('embedded-recovery-invalid', 'EMBEDDED_WALLET_RECOVERY_SCREEN', 'wrong password', {
      step: 'recovery',
      target: 'provider',
      submitting: false,
      error: 'Invalid recovery password, please try again.',
    }),
    c('embedded-password-splash', 'EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN', 'default', {
      step: 'password-splash',
      initiatedBy: 'user',
      passkeyOffered: false,
    }),
    c(
      'embedded-password-splash-passkey',
      'EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN',
      'passkey offered',
      {
        step: 'password-splash',
        initiatedBy: 'user',
        passkeyOffered: true,
      },
    ),
    c(
      'embedded-password-creating',
      'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
      'creating, strong',
      passwordState({ password: 'K9#mQ2$vLx!pR7&t', strength: { score: 0.95, label: 'strong' } }),
    ),
    c(
      'embedded-password-invalid',
      'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
      'creating, invalid',
      passwordState({ password: 'pass word', validation: 'Invalid characters used ( SPACE )' }),
    ),
    c(
      'embedded-password-saving',
      'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
      'saving',
      passwordState({ step: 'saving', password: 'K9#mQ2$vLx!pR7&t' }),
    ),
    c(
      'embedded-password-confirming',
      'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
      'confirming, mismatch',
      passwordState({
        step: 'confirming',
        password: 'K9#mQ2$vLx!pR7&t',
        confirmation: 'K9#',
        validation: 'Passwords do not match',
      }),
    ),
    c(
      'embedded-password-finalizing',
      'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
      'finalizing',
      passwordState({ step: 'finalizing', password: 'K9#mQ2$vLx!pR7&t' }),
    ),
    c(
      'embedded-password-done',
      'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
      'done',
      passwordState({ step: 'done' }),
    ),
    c('embedded-export', 'EMBEDDED_WALLET_KEY_EXPORT_SCREEN', 'default', {
      step: 'exporting',
      wallet: WALLET,
      exportUrl: 'about:blank',
    }),
    c('embedded-passkey-set', 'EMBEDDED_WALLET_PASSKEY_SCREEN', 'switch to a passkey', {
      step: 'passkey',
      purpose: 'set',
      target: 'passkey',
      wallet: WALLET,
      passkeyUrl: 'about:blank',
      error: null,
    }),
    c('embedded-passkey-no-prf', 'EMBEDDED_WALLET_PASSKEY_SCREEN', 'passkey without PRF', {
      step: 'passkey',
      purpose: 'set',
      target: 'passkey',
      wallet: WALLET,
      passkeyUrl: 'about:blank',
      error: "This passkey can't protect your account. Try another passkey.",
    }),
    c('embedded-passkey-recover', 'EMBEDDED_WALLET_PASSKEY_SCREEN', 'new device', {
      step: 'passkey',
      purpose: 'recover',
      target: 'provider',
      wallet: WALLET,
      passkeyUrl: 'about:blank',
      error: null,
    }),
    c('embedded-passkey-done', 'EMBEDDED_WALLET_PASSKEY_SCREEN', 'done', {
      step: 'passkey-done',
      wallet: WALLET,
    }),
  ]
}

/** A client for one case: fake API, frozen clock, memory storage, no cross-tab channel or lock, no navigation. */
export function createCaseClient(c: GalleryCase, locale?: string): Latch {
  const latch = createLatch({
    appId,
    apiUrl: 'https://gallery.invalid',
    config: { render: { inDialog: true }, ...(locale ? { intl: { locale } } : {}) },
    env: {
      fetch: createFakeFetch({ appId, ...c.api }),
      clock: frozenClock,
      storage: createMemoryStorage(),
      sessionStorage: createMemoryStorage(),
      createChannel: undefined,
      locks: undefined,
      location: { href: () => 'https://gallery.invalid/', replace: () => {}, assign: () => {} },
      ...(c.webauthn ? { webauthn: c.webauthn } : {}),
    },
  })
  // The demo installs WalletConnect (an optional peer of @latch/react), so the wallet list shows its row.
  latch.flows.wallets.setWalletConnectLoader(() => import('@walletconnect/ethereum-provider'))
  return latch
}
