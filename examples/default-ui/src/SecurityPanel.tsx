/**
 * Transaction protection and card funding: the user's MFA methods with a button that opens the enrolment screen,
 * and 'Fund account', which opens the card on-ramp (in dev mode the reference server's stand-in of the provider,
 * whose page lets you pick what the payment does).
 */
import { useLatchClient, useStore } from '@latch/react'
import { useState } from 'react'
import { ErrorAlert, useAction } from './action'

const LABELS = { totp: 'Authenticator app', sms: 'SMS', passkey: 'Passkey' } as const

export function SecurityPanel() {
  const latch = useLatchClient()
  const methods = useStore(latch.flows.mfa.$enrolledMethods)
  const wallet = useStore(latch.flows.embeddedWallet.$wallet)
  const [funding, setFunding] = useState<string | null>(null)
  const { error, run } = useAction()

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
            onClick={() => run(async () => setFunding((await latch.fundWallet(wallet.address)) ?? 'closed'))}
          >
            Fund account
          </button>
        ) : null}
      </div>
      <ErrorAlert message={error} />
    </section>
  )
}
