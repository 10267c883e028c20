/**
 * The wallet's devices on core's commands: `listWalletDevices()` reads them, `revokeWalletDevice(id)` revokes one
 * (the server asks 'Confirm it's you' first: the page's StepUpPrompt answers it), and `flows.embeddedWallet.$devices`
 * holds the list as those commands last left it, with the id being revoked and the last refusal. Nothing here
 * decides: the list, the busy row and the message all come from the store.
 */
import { useStore } from '@nanostores/react'
import { useRef } from 'react'
import { ErrorAlert } from './ErrorAlert'
import { latch } from './latch'

const when = (seconds: number) => new Date(seconds * 1000).toLocaleString()

export function Devices() {
  const devices = useStore(latch.flows.embeddedWallet.$devices)
  const title = useRef<HTMLHeadingElement>(null)

  function revoke(id: string) {
    latch
      .revokeWalletDevice(id)
      // the row (and the focused button) is gone: keep the keyboard user on the list
      .then(() => title.current?.focus())
      .catch(() => {}) // shown from $devices
  }

  return (
    <section className="card" aria-labelledby="devices-title">
      <h2 id="devices-title" ref={title} tabIndex={-1}>
        Wallet devices
      </h2>
      <button
        type="button"
        className="secondary"
        onClick={() => void latch.listWalletDevices().catch(() => {})}
      >
        {devices.step === 'idle' ? 'Show devices' : 'Refresh devices'}
      </button>
      {devices.step === 'loading' ? <p aria-busy="true">Loading devices…</p> : null}
      {devices.step === 'ready' ? (
        <ul className="accounts" aria-labelledby="devices-title" data-testid="devices">
          {devices.devices.map((device) => (
            <li key={device.id}>
              <span>
                <span className="kind">Device</span> <code>{device.thumbprint.slice(0, 12)}</code> added{' '}
                {when(device.createdAt)}
              </span>
              <button
                type="button"
                className="link"
                disabled={devices.revoking !== null}
                aria-label={`Revoke device ${device.thumbprint.slice(0, 12)}`}
                onClick={() => revoke(device.id)}
              >
                {devices.revoking === device.id ? 'Revoking…' : 'Revoke'}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ErrorAlert
        message={
          devices.step === 'error'
            ? devices.error.message
            : devices.step === 'ready'
              ? devices.error?.message
              : null
        }
      />
    </section>
  )
}
