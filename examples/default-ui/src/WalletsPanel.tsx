/**
 * The external wallets demo: the connected wallets (`useWallets`), the wallets linked to the account with an Unlink
 * action, and 'Link a wallet', which opens the wallet list (connect, then sign a message: no transaction, no fee).
 */
import { useLatch, useWallets } from '@latch/react'
import { ErrorAlert, useAction } from './action'

export function WalletsPanel() {
  const latch = useLatch()
  const { wallets, linkWallet, unlinkWallet } = useWallets()
  const { error, run } = useAction()
  const linked = (latch.user?.linkedAccounts ?? []).filter(
    (account) => account.type === 'wallet' && account.walletClientType !== 'privy',
  )

  return (
    <section className="panel" aria-labelledby="wallets-title">
      <h2 id="wallets-title">External wallets</h2>
      <h3>Connected</h3>
      {wallets.length === 0 ? <p>No wallet connected.</p> : null}
      <ul aria-label="Connected wallets" className="accounts">
        {wallets.map((wallet) => (
          <li key={`${wallet.connectorType}:${wallet.address}`}>
            <span className="type">{wallet.walletClientType}</span> <code>{wallet.address}</code>{' '}
            <span>{wallet.chainId}</span>
          </li>
        ))}
      </ul>
      <h3>Linked to this account</h3>
      <ul aria-label="Linked wallets" className="accounts">
        {linked.map((account) =>
          account.type === 'wallet' ? (
            <li key={account.address}>
              <code>{account.address}</code>{' '}
              <button
                type="button"
                className="link"
                onClick={() => run(() => unlinkWallet(account.address))}
                aria-label={`Unlink wallet ${account.address}`}
              >
                Unlink
              </button>
            </li>
          ) : null,
        )}
      </ul>
      <div className="actions">
        <button type="button" className="secondary" onClick={() => run(() => linkWallet())}>
          Link a wallet
        </button>
      </div>
      <ErrorAlert message={error} />
    </section>
  )
}

/** Connect-only: connects a wallet without logging in (no session is made) and lists what is connected. */
export function ConnectWalletButton() {
  const { wallets, connectWallet } = useWallets()
  const external = wallets.filter((wallet) => wallet.connectorType !== 'embedded')
  return (
    <div className="connect-only">
      <button type="button" className="secondary" onClick={() => connectWallet().catch(() => {})}>
        Connect a wallet
      </button>
      {external.length > 0 ? (
        <ul aria-label="Connected wallets" className="accounts">
          {external.map((wallet) => (
            <li key={wallet.address}>
              <code>{wallet.address}</code>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
