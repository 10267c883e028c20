/**
 * A login page of the host's own, built only on @latch/core stores and commands read with @nanostores/react:
 * email and SMS codes, social accounts, a browser wallet; once signed in, the linked accounts (link and unlink),
 * the embedded wallet with a signature, its devices (list and revoke), and log out (here or everywhere). It imports
 * nothing from @latch/react or @latch/themes (test/e2e/custom-ui.spec.ts checks that). Plain, accessible markup:
 * real labels and buttons, focus moved only where a step replaces what had it.
 */
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { Account } from './Account'
import { Devices } from './Devices'
import { EmbeddedWallet } from './EmbeddedWallet'
import { GuestLogin } from './GuestLogin'
import { latch } from './latch'
import { Mfa } from './Mfa'
import { CodeStep, EmailForm, PhoneForm } from './Passwordless'
import { SocialLogin } from './SocialLogin'
import { StepUpPrompt } from './StepUp'
import { TelegramLogin } from './TelegramLogin'
import { WalletLogin } from './WalletLogin'

export function App() {
  const auth = useStore(latch.$auth)

  useEffect(() => {
    // Loads the app config, restores the session and completes an OAuth return found in the address.
    void latch.ready().catch(() => {})
  }, [])

  return (
    <main className="page">
      <header>
        <h1>Acme Notes</h1>
        <p className="muted">A custom login form on the headless Latch core.</p>
      </header>
      {auth.status === 'loading' ? (
        <p aria-busy="true">Loading…</p>
      ) : auth.status === 'authenticated' ? (
        <>
          <Account />
          <StepUpPrompt />
          <EmbeddedWallet />
          <WalletDevices />
          <Mfa />
        </>
      ) : (
        <>
          <Login />
          <WalletLogin />
        </>
      )}
    </main>
  )
}

/** The wallet's devices, once the user has a wallet. */
function WalletDevices() {
  return useStore(latch.flows.embeddedWallet.$wallet) ? <Devices /> : null
}

/** The login card: the methods of core's landing model (email, SMS, social), or the code step once one is sent. */
function Login() {
  const email = latch.flows.email
  const sms = latch.flows.sms
  const step = useStore(email.$state).step
  const emailCodeSent = useStore(email.$codeSent)
  const smsCodeSent = useStore(sms.$codeSent)
  const methods = useStore(latch.flows.landing.$state).views['web2-overflow']
  const has = (type: 'email' | 'sms') => methods.some((option) => option.type === type)

  return (
    <section className="card" aria-labelledby="login-title">
      <h2 id="login-title">Sign in</h2>
      {emailCodeSent ? (
        <CodeStep flow={email} />
      ) : smsCodeSent ? (
        <CodeStep flow={sms} />
      ) : (
        <>
          {has('email') ? <EmailForm /> : null}
          {has('sms') ? <PhoneForm /> : null}
          <SocialLogin />
          <GuestLogin />
          <TelegramLogin />
        </>
      )}
      <p className="muted" data-testid="flow-step">
        Step: {step}
      </p>
    </section>
  )
}
