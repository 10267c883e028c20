/**
 * The default-ui host: a page with a login button; once signed in, a panel with the user, the linked accounts,
 * link and unlink email and phone, and log out. Everything else is the default Latch modal.
 */

import type { LinkedAccount } from '@latch/core'
import { LatchDevtools, useLatch } from '@latch/react'
import { ErrorAlert, useAction } from './action'
import { BackendPanel } from './BackendPanel'
import { EmbeddedWalletPanel } from './EmbeddedWalletPanel'
import { SecurityPanel } from './SecurityPanel'
import { TransactionsPanel } from './TransactionsPanel'
import { ConnectWalletButton, WalletsPanel } from './WalletsPanel'

function describe(account: LinkedAccount): string {
  switch (account.type) {
    case 'email':
      return account.address
    case 'phone':
      return account.number
    case 'wallet':
    case 'smart_wallet':
      return account.address
    case 'custom_auth':
      return account.customUserId
    case 'passkey':
      return account.name
    case 'telegram':
      return account.username ?? account.telegramUserId
    default:
      return (
        ('email' in account && account.email) ||
        ('username' in account && account.username) ||
        account.subject
      )
  }
}

const typeLabels: Record<LinkedAccount['type'], string> = {
  email: 'Email',
  phone: 'Phone',
  wallet: 'Wallet',
  smart_wallet: 'Smart wallet',
  google_oauth: 'Google',
  twitter_oauth: 'Twitter',
  discord_oauth: 'Discord',
  github_oauth: 'GitHub',
  tiktok_oauth: 'TikTok',
  linkedin_oauth: 'LinkedIn',
  apple_oauth: 'Apple',
  spotify_oauth: 'Spotify',
  twitch_oauth: 'Twitch',
  instagram_oauth: 'Instagram',
  line_oauth: 'LINE',
  custom_auth: 'Custom',
  passkey: 'Passkey',
  telegram: 'Telegram',
}

/** What a row's button says and does: Unlink for an email or a phone, Remove for a passkey; null for other rows. */
function removalOf(latch: ReturnType<typeof useLatch>, account: LinkedAccount) {
  const unlink = (label: string, act: () => Promise<unknown>) => ({ text: 'Unlink', label, act })
  switch (account.type) {
    case 'email':
      return unlink(`Unlink email ${account.address}`, () => latch.unlinkEmail(account.address))
    case 'phone':
      return unlink(`Unlink phone ${account.number}`, () => latch.unlinkPhone(account.number))
    case 'passkey':
      return {
        text: 'Remove',
        label: `Remove passkey ${account.name}`,
        act: () => latch.unlinkPasskey(account.credentialId),
      }
    default:
      return null
  }
}

/** The row's Unlink or Remove button (`run` shows what goes wrong); nothing for the rows this page keeps. */
function RemoveButton({ account, run }: { account: LinkedAccount; run: (action: () => unknown) => void }) {
  const removal = removalOf(useLatch(), account)
  if (!removal) return null
  return (
    <button type="button" className="link" onClick={() => run(removal.act)} aria-label={removal.label}>
      {removal.text}
    </button>
  )
}

export function App() {
  const latch = useLatch()
  const { error, run } = useAction()

  return (
    <div className="page">
      <header className="topbar">
        <span className="brand">Latch demo</span>
        {latch.ready && latch.authenticated ? (
          <button type="button" className="secondary" onClick={() => run(latch.logout)}>
            Log out
          </button>
        ) : null}
      </header>
      <main>
        {!latch.ready ? (
          <p aria-busy="true">Loading…</p>
        ) : !latch.authenticated || !latch.user ? (
          <section className="hero" aria-labelledby="hero-title">
            <h1 id="hero-title">Welcome</h1>
            <p>Sign in with an email or SMS code, or a social account.</p>
            <button type="button" className="primary" onClick={() => run(() => latch.login())}>
              Log in
            </button>
            <ConnectWalletButton />
          </section>
        ) : (
          <section className="panel" aria-labelledby="panel-title">
            <h1 id="panel-title">Your account</h1>
            <dl>
              <dt>User id</dt>
              <dd data-testid="user-id">{latch.user.id}</dd>
            </dl>
            <h2>Linked accounts</h2>
            <ul aria-label="Linked accounts" className="accounts">
              {latch.user.linkedAccounts.map((account) => (
                <li key={`${account.type}:${describe(account)}`}>
                  <span className="type">
                    {typeLabels[account.type] ?? account.type.slice('oidc:'.length, -'_oauth'.length)}
                  </span>{' '}
                  <span>{describe(account)}</span>
                  <RemoveButton account={account} run={run} />
                </li>
              ))}
            </ul>
            <div className="actions">
              {!latch.user.email ? (
                <button type="button" className="secondary" onClick={() => run(latch.linkEmail)}>
                  Link email
                </button>
              ) : null}
              {latch.latch.isPasskeySupported() ? (
                <>
                  <button type="button" className="secondary" onClick={() => run(() => latch.linkPasskey())}>
                    Add a passkey
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => latch.latch.openModal('LINK_PASSKEY_SCREEN')}
                  >
                    Manage passkeys
                  </button>
                </>
              ) : null}
              {!latch.user.phone ? (
                <button type="button" className="secondary" onClick={() => run(latch.linkPhone)}>
                  Link phone
                </button>
              ) : null}
            </div>
          </section>
        )}
        {latch.ready && latch.authenticated && latch.user ? <EmbeddedWalletPanel /> : null}
        {latch.ready && latch.authenticated && latch.user ? <WalletsPanel /> : null}
        {latch.ready && latch.authenticated && latch.user ? <SecurityPanel /> : null}
        {latch.ready && latch.authenticated && latch.user ? <TransactionsPanel /> : null}
        {latch.ready && latch.authenticated && latch.user ? <BackendPanel /> : null}
        <ErrorAlert message={error} />
        {/* the flight recorder's panel, when the page was opened with ?latch_debug=1 (a loopback address) */}
        {latch.latch.debug.enabled ? <LatchDevtools className="panel" /> : null}
        <p className="footer-link">
          <a href="/gallery.html">Screen gallery</a>
        </p>
      </main>
    </div>
  )
}
