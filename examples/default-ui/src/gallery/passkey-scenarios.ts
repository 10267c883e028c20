/**
 * Passkey screens in each state: the wait while the browser's sheet is open (logging in, creating one), each failure
 * text (no passkey on this device, cancelled or not allowed, unsupported browser, a failed check), and the user's
 * passkey list (rows, empty, adding, an invalid name, the removal question, the last login method refused). The
 * browser's side is a stand-in `env.webauthn` that hangs (the sheet is open) or fails the way a browser does.
 */
import type { Latch, WebAuthnLike } from '@latch/core'
import type { Wire } from '@latch/core/internal'
import type { GalleryCase } from './case'

/** What the stand-in browser does with a ceremony: keep its sheet open, or fail with a DOMException name. */
type Ceremony = 'hang' | 'NotAllowedError' | 'InvalidStateError' | 'UnknownError'

/** A stand-in for the browser's WebAuthn ceremonies. */
export function galleryWebAuthn(ceremony: Ceremony, supported = true): WebAuthnLike {
  const run = (): Promise<never> =>
    ceremony === 'hang'
      ? new Promise<never>(() => {})
      : Promise.reject(new DOMException('The operation either timed out or was not allowed.', ceremony))
  return {
    supported: () => supported,
    autofillSupported: async () => false,
    create: run,
    get: run,
    cancel: () => {},
  }
}

const ignore = (p: Promise<unknown>) => p.catch(() => {})
const EMAIL = 'ada@example.com'
// 2026-11-12 and 2026-11-25 (fixed, so the rows read the same every day)
const CREATED = 1_762_934_400
const USED = 1_764_072_000

function passkey(id: string, name: string, lastUsed: number | null): Wire.PasskeyAccountJSON {
  return {
    type: 'passkey',
    credential_id: id,
    name,
    device_type: 'multiDevice',
    backed_up: true,
    transports: ['internal', 'hybrid'],
    enrolled_in_mfa: false,
    created_at: CREATED,
    last_used_at: lastUsed,
    verified_at: CREATED,
  }
}

const email: Wire.LinkedAccountJSON = { type: 'email', address: EMAIL, verified_at: CREATED }
const twoPasskeys = [
  email,
  passkey('cred-laptop', 'MacBook Air', USED),
  passkey('cred-phone', 'Pixel 8', null),
]

async function signedIn(latch: Latch) {
  latch.openModal()
  await latch.initLoginWithEmail(EMAIL)
  await latch.loginWithCode('123456')
}

/** Signed in, the passkey list open. */
async function list(latch: Latch) {
  await signedIn(latch)
  latch.navigate('LINK_PASSKEY_SCREEN')
}

const firstId = (latch: Latch) => latch.flows.passkey.manager.$rows.get()[0]?.credentialId ?? ''

export function passkeyCases(): GalleryCase[] {
  const app = { passkey_auth: true }
  /** The waiting screen of a login (`login`) or of a new passkey for a signed-in person (`link`). */
  const ceremony = (
    id: string,
    state: string,
    mode: 'login' | 'link',
    webauthn: WebAuthnLike,
  ): GalleryCase => ({
    id,
    screen: 'AWAITING_PASSKEY_SCREEN',
    state,
    api: { app },
    webauthn,
    setup: async (l) => {
      if (mode === 'link') await signedIn(l)
      else l.openModal()
      void ignore(mode === 'link' ? l.linkPasskey() : l.loginWithPasskey())
    },
  })
  const manage = (
    id: string,
    state: string,
    setup: (l: Latch) => Promise<unknown>,
    accounts: Wire.LinkedAccountJSON[] = twoPasskeys,
    webauthn: WebAuthnLike = galleryWebAuthn('hang'),
  ): GalleryCase => ({ id, screen: 'LINK_PASSKEY_SCREEN', state, api: { app, accounts }, webauthn, setup })
  return [
    ceremony('passkey-awaiting', 'logging in, sheet open', 'login', galleryWebAuthn('hang')),
    ceremony('passkey-creating', 'creating one, sheet open', 'link', galleryWebAuthn('hang')),
    ceremony('passkey-no-passkey', 'no passkey on this device', 'login', galleryWebAuthn('NotAllowedError')),
    ceremony('passkey-not-allowed', 'cancelled or not allowed', 'link', galleryWebAuthn('NotAllowedError')),
    ceremony('passkey-unsupported', 'unsupported browser', 'login', galleryWebAuthn('hang', false)),
    ceremony('passkey-failed', 'check failed, retryable', 'login', galleryWebAuthn('UnknownError')),
    ceremony(
      'passkey-already-registered',
      'already on the account',
      'link',
      galleryWebAuthn('InvalidStateError'),
    ),
    manage('passkeys-list', 'two passkeys', list),
    manage('passkeys-empty', 'no passkeys yet', list, [email]),
    manage('passkeys-adding', 'adding, sheet open', async (l) => {
      await list(l)
      void l.flows.passkey.manager.add()
    }),
    manage(
      'passkeys-add-failed',
      'adding cancelled or not allowed',
      async (l) => {
        await list(l)
        await l.flows.passkey.manager.add()
      },
      twoPasskeys,
      galleryWebAuthn('NotAllowedError'),
    ),
    manage('passkeys-rename-invalid', 'renaming, empty name', async (l) => {
      await list(l)
      const manager = l.flows.passkey.manager
      manager.startRename(firstId(l))
      manager.setName('')
      await manager.submitRename()
    }),
    manage('passkeys-confirm-remove', 'removal question', async (l) => {
      await list(l)
      l.flows.passkey.manager.confirmRemove(firstId(l))
    }),
    manage(
      'passkeys-last-method',
      'only login method, removal refused',
      async (l) => {
        await list(l)
        l.flows.passkey.manager.confirmRemove(firstId(l))
      },
      [passkey('cred-laptop', 'MacBook Air', USED)],
    ),
  ]
}
