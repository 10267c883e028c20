/**
 * The signed-in panel: the user's linked accounts with Unlink buttons (`unlinkEmail`, `unlinkPhone`,
 * `unlinkOAuth`), Link email / Link phone (`linkEmail()` / `linkPhone()` put the email or SMS flow in link mode;
 * this page then shows its own form for it, whose Cancel calls `cancelLink()`), the link flow's error, and Log
 * out (here, or everywhere: `logoutEverywhere()`). Core checks what may be linked ('User already has an email linked ...') and the server what may be unlinked.
 */
import type { LinkedAccount, User } from '@latch/core'
import { oauthProviderName } from '@latch/core'
import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState } from 'react'
import { ErrorAlert } from './ErrorAlert'
import { latch } from './latch'
import { CodeStep, EmailForm, PhoneForm } from './Passwordless'

/** What a row shows: its kind ('Email', 'Google', 'Wallet') and its value. */
function describe(account: LinkedAccount): { kind: string; value: string } {
  switch (account.type) {
    case 'email':
      return { kind: 'Email', value: account.address }
    case 'phone':
      return { kind: 'Phone', value: account.number }
    case 'wallet':
      return {
        kind: account.walletClientType === 'privy' ? 'Embedded wallet' : 'Wallet',
        value: account.address,
      }
    case 'custom_auth':
      return { kind: 'Custom', value: account.customUserId }
    case 'smart_wallet':
      return { kind: 'Smart wallet', value: account.address }
    case 'passkey':
      return { kind: 'Passkey', value: account.name }
    case 'telegram':
      return { kind: 'Telegram', value: account.username ?? account.telegramUserId }
    default: {
      const value = ('email' in account && account.email) || ('username' in account && account.username) || ''
      return { kind: oauthProviderName(account.type.replace(/_oauth$/, '')), value: value || account.subject }
    }
  }
}

/** The unlink command of a row, or null for rows this page does not unlink (wallets). */
function unlinkOf(account: LinkedAccount): (() => Promise<User>) | null {
  if (account.type === 'email') return () => latch.unlinkEmail(account.address)
  if (account.type === 'phone') return () => latch.unlinkPhone(account.number)
  if (account.type === 'telegram') return () => latch.unlinkTelegram(account.telegramUserId)
  if (account.type.endsWith('_oauth') && 'subject' in account) {
    const provider = account.type.replace(/_oauth$/, '') as Parameters<typeof latch.unlinkOAuth>[0]
    return () => latch.unlinkOAuth(provider, account.subject)
  }
  return null
}

/** Who is signed in: the email, else the phone, else the wallet, else the id. */
export function displayName(user: User | null): string {
  return user?.email?.address ?? user?.phone?.number ?? user?.wallet?.address ?? user?.id ?? ''
}

export function Account() {
  const user = useStore(latch.$user)
  const link = useStore(latch.flows.link.$state)
  const emailMode = useStore(latch.flows.email.$state).mode
  const smsMode = useStore(latch.flows.sms.$state).mode
  const emailCodeSent = useStore(latch.flows.email.$codeSent)
  const smsCodeSent = useStore(latch.flows.sms.$codeSent)
  const [busy, setBusy] = useState(false)
  const listTitle = useRef<HTMLHeadingElement>(null)

  // A link runs in the email or SMS flow: its form shows while that flow is in link mode and not done.
  const linking = link.step === 'linking' ? link.target : null
  const linkingEmail = linking === 'email' && emailMode === 'link'
  const linkingPhone = linking === 'phone' && smsMode === 'link'

  // A finished link removes its form (and the focused field): move focus to the list that now shows the account.
  useEffect(() => {
    if (link.step === 'done') listTitle.current?.focus()
  }, [link.step])

  async function run(action: () => unknown) {
    setBusy(true)
    try {
      await action()
    } catch {
      // shown from the link flow's $state
    } finally {
      setBusy(false)
    }
  }

  function cancelLink() {
    // core puts the email or SMS flow back in login mode and ends the link
    latch.cancelLink()
    listTitle.current?.focus()
  }

  if (!user) return null
  return (
    <section className="card" aria-labelledby="signed-in-title">
      <h2 id="signed-in-title">Signed in</h2>
      <p>
        Signed in as <strong data-testid="user-email">{displayName(user)}</strong>
      </p>
      {user.isGuest ? (
        <p data-testid="guest-note">
          Guest account: link an email, a phone or a social account below to keep it (same account and
          wallet).
        </p>
      ) : null}

      <h3 id="accounts-title" ref={listTitle} tabIndex={-1}>
        Linked accounts
      </h3>
      <ul className="accounts" aria-labelledby="accounts-title">
        {user.linkedAccounts.map((account) => {
          const { kind, value } = describe(account)
          const unlink = unlinkOf(account)
          return (
            <li key={`${account.type}:${value}`}>
              <span>
                <span className="kind">{kind}</span> {value}
              </span>
              {unlink ? (
                <button
                  type="button"
                  className="link"
                  disabled={busy}
                  aria-label={`Unlink ${kind.toLowerCase()} ${value}`}
                  onClick={() =>
                    run(async () => {
                      await unlink()
                      // the row (and the focused button) is gone: keep the keyboard user in the list
                      listTitle.current?.focus()
                    })
                  }
                >
                  Unlink
                </button>
              ) : null}
            </li>
          )
        })}
      </ul>
      <ErrorAlert message={link.step === 'error' ? link.message : null} />

      {linkingEmail ? (
        <fieldset className="link-form">
          <legend>Link an email</legend>
          {emailCodeSent ? (
            <CodeStep flow={latch.flows.email} />
          ) : (
            <EmailForm label="Email to link" autoFocus />
          )}
          <button type="button" className="secondary" onClick={cancelLink}>
            Cancel
          </button>
        </fieldset>
      ) : linkingPhone ? (
        <fieldset className="link-form">
          <legend>Link a phone</legend>
          {smsCodeSent ? <CodeStep flow={latch.flows.sms} /> : <PhoneForm label="Phone to link" autoFocus />}
          <button type="button" className="secondary" onClick={cancelLink}>
            Cancel
          </button>
        </fieldset>
      ) : (
        <div className="row">
          {!user.email ? (
            <button type="button" className="secondary" disabled={busy} onClick={() => run(latch.linkEmail)}>
              Link email
            </button>
          ) : null}
          {!user.phone ? (
            <button type="button" className="secondary" disabled={busy} onClick={() => run(latch.linkPhone)}>
              Link phone
            </button>
          ) : null}
        </div>
      )}

      <div className="row">
        <button type="button" disabled={busy} onClick={() => run(() => latch.logout())}>
          Log out
        </button>
        {/* every session of the user, on every device, this one included (the server ends them all) */}
        <button
          type="button"
          className="secondary"
          disabled={busy}
          onClick={() => run(() => latch.logoutEverywhere())}
        >
          Log out everywhere
        </button>
      </div>
    </section>
  )
}
