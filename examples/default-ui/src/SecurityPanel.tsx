/**
 * Transaction protection and card funding: the user's MFA methods with a button that opens the enrolment screen,
 * and 'Fund account', which opens the card on-ramp (in dev mode the reference server's stand-in of the provider,
 * whose page lets you pick what the payment does).
 */
import { useLatchClient, useStore } from '@latch/react'
import { useState } from 'react'

const LABELS = { totp: 'Authenticator app', sms: 'SMS', passkey: 'Passkey' } as const

export function SecurityPanel() {
  const latch = useLatchClient()
  const methods = useStore(latch.flows.mfa.$enrolledMethods)
  const wallet = useStore(latch.flows.embeddedWallet.$wallet)
  const [funding, setFunding] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  return (
    <section className="panel" aria-labelledby="security-title">
      <h2 id="security-title">Security and funding</h2>
      <dl>
        <dt>Transaction protection</dt>
        <dd data-testid="mfa-methods">{methods.length ? methods.map((m) => LABELS[m]).join(', ') : 'Off'}</dd>
        {funding ? (
          <>
            <dt>Last funding</dt>
            <dd data-testid="fund-result">{funding}</dd>
          </>
        ) : null}
      </dl>
      <div className="actions">
        <button type="button" className="secondary" onClick={() => latch.showMfaEnrollmentModal()}>
          Transaction protection
        </button>
        {wallet ? (
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setError(null)
              latch.fundWallet(wallet.address).then(
                (status) => setFunding(status ?? 'closed'),
                (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
              )
            }}
          >
            Fund account
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
    </section>
  )
}
