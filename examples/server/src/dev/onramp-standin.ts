/**
 * Dev mode only: a stand-in of the card on-ramp provider, so the demo and e2e tests fund an account offline.
 *
 *   GET  /dev/moonpay/widget?<signed query>             the widget page: a person (or a test) picks the outcome
 *   GET  /dev/moonpay/widget.js                         its script (the page's CSP allows no inline script)
 *   POST /dev/moonpay/widget/pick  {query, outcome}     records the outcome for the query's externalTransactionId
 *   GET  /dev/moonpay/v1/transactions/ext/{externalId}?apiKey=<publishable key>
 *        -> [status record] like the provider's API; 404 until an outcome is picked; 401 for an unknown key
 *
 * The widget checks the URL's signature the way the provider does, with the same secret as the signer. Outcomes are
 * kept in storage (secrets table, `onramp_standin:<id>`), not in process memory.
 *
 * With a local chain configured (`devChain`, dev mode only), 'completed' delivers the purchase as the provider
 * would: the bought amount of ETH (the fiat amount after fees at the stand-in's ETH price) is sent to the wallet from
 * a funded dev account, and the record's `cryptoTransactionId` is its hash. A transfer that cannot be made records
 * the payment as failed with the reason; a payment already delivered is never sent twice. Other currencies
 * (USDC, ...) complete without a transfer, as they do without a chain.
 */
import { Hono } from 'hono'
import type { Deps, HonoEnv } from '../context'
import { onRampMode, onRampSecret, STAND_IN_PATH, verifySignedQuery } from '../domain/onramp'
import { badRequest, HttpError, readJson, str } from '../http'
import { createDevChainFunder, type DevChainFunder } from './onramp-chain'

/** What a person can pick on the stand-in widget. */
export const STAND_IN_OUTCOMES = [
  'completed',
  'failed',
  'waitingAuthorization_card',
  'waitingAuthorization_bank',
  'pending',
] as const
/** One outcome of the stand-in widget. */
export type StandInOutcome = (typeof STAND_IN_OUTCOMES)[number]

const OUTCOME_LABELS: Record<StandInOutcome, string> = {
  completed: 'Complete the payment',
  failed: 'Fail the payment (card declined)',
  waitingAuthorization_card: 'Card awaiting 3-D Secure authorization',
  waitingAuthorization_bank: 'Bank transfer awaiting authorization',
  pending: 'Leave the payment pending',
}

/** A transaction status record, with the fields of the provider's transactions API that clients read. */
export interface StandInTransaction {
  id: string
  createdAt: string
  updatedAt: string
  status: 'pending' | 'waitingPayment' | 'waitingAuthorization' | 'failed' | 'completed'
  failureReason: string | null
  paymentMethod: 'credit_debit_card' | 'sepa_bank_transfer'
  cardPaymentType: 'credit' | 'debit' | null
  walletAddress: string
  externalTransactionId: string
  baseCurrencyAmount: number
  quoteCurrencyAmount: number | null
  feeAmount: number
  extraFeeAmount: number
  networkFeeAmount: number
  areFeesIncluded: boolean
  baseCurrency: { code: string }
  currency: { code: string }
  /** The hash of the transfer that delivered the purchase, or null when nothing was sent on a chain. */
  cryptoTransactionId: string | null
}

const STRICT_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  )

const storageKey = (externalId: string) => `onramp_standin:${externalId}`

/** Which mode a publishable key belongs to, or null when it is neither. */
function modeOfKey(deps: Deps, apiKey: string | undefined): boolean | null {
  if (!apiKey) return null
  if (apiKey === onRampMode(deps, true).apiKey) return true
  if (apiKey === onRampMode(deps, false).apiKey) return false
  return null
}

/** The parameters of a signed widget query, or null when its key is unknown or its signature does not verify. */
async function verifiedParams(deps: Deps, search: string): Promise<URLSearchParams | null> {
  const sandbox = modeOfKey(deps, new URLSearchParams(search).get('apiKey') ?? undefined)
  if (sandbox === null) return null
  return verifySignedQuery(search, await onRampSecret(deps, sandbox))
}

const BASE_AMOUNT_USD = 50
const FEES = { feeAmount: 3.99, extraFeeAmount: 0.5, networkFeeAmount: 0.42 }

function recordFor(
  deps: Deps,
  params: URLSearchParams,
  outcome: StandInOutcome,
  createdAt: string,
): StandInTransaction {
  const now = new Date(deps.config.now()).toISOString()
  const currency = params.get('currencyCode') ?? 'eth'
  const symbol = (currency.split('_')[0] ?? 'eth').toUpperCase()
  const usd = deps.config.tokenPrices[symbol]
  const net = BASE_AMOUNT_USD - FEES.feeAmount - FEES.extraFeeAmount - FEES.networkFeeAmount
  const card = outcome !== 'waitingAuthorization_bank'
  const status = outcome.startsWith('waitingAuthorization')
    ? 'waitingAuthorization'
    : (outcome as 'completed' | 'failed' | 'pending')
  return {
    id: crypto.randomUUID(),
    createdAt,
    updatedAt: now,
    status,
    failureReason: status === 'failed' ? 'Card declined by the issuing bank (stand-in)' : null,
    paymentMethod: card ? 'credit_debit_card' : 'sepa_bank_transfer',
    cardPaymentType: card ? 'credit' : null,
    walletAddress: params.get('walletAddress') ?? '',
    externalTransactionId: params.get('externalTransactionId') ?? '',
    baseCurrencyAmount: BASE_AMOUNT_USD,
    quoteCurrencyAmount: usd ? Number((net / usd).toFixed(6)) : null,
    ...FEES,
    areFeesIncluded: false,
    baseCurrency: { code: 'usd' },
    currency: { code: currency },
    cryptoTransactionId: null,
  }
}

/** Native ETH, which the local chain can receive ('eth', 'eth_base', ...); tokens have no contract there. */
const isNativeEth = (currency: string) => currency === 'eth' || currency.startsWith('eth_')

/**
 * Delivers a completed purchase on the local chain: the record with the transfer's hash, or, when the transfer
 * cannot be made, the record as a failed payment with the reason.
 */
async function deliver(funder: DevChainFunder, record: StandInTransaction): Promise<StandInTransaction> {
  if (record.status !== 'completed' || !isNativeEth(record.currency.code)) return record
  if (record.quoteCurrencyAmount === null) {
    return {
      ...record,
      status: 'failed',
      failureReason: 'No ETH price to convert the payment with (stand-in)',
    }
  }
  try {
    const hash = await funder.credit(record.walletAddress, record.quoteCurrencyAmount.toFixed(6))
    return { ...record, cryptoTransactionId: hash }
  } catch (error) {
    const reason = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message
    return {
      ...record,
      status: 'failed',
      failureReason: `The local chain could not be credited (stand-in): ${reason.split('\n')[0]}`,
    }
  }
}

function widgetPage(params: URLSearchParams): string {
  const field = (name: string) => escapeHtml(params.get(name) ?? '')
  const buttons = STAND_IN_OUTCOMES.map(
    (o) => `<li><button type="button" data-outcome="${o}">${escapeHtml(OUTCOME_LABELS[o])}</button></li>`,
  ).join('')
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card payment (dev stand-in)</title></head>
<body data-scope="onramp-standin" data-state="choosing" data-pick-url="${STAND_IN_PATH}/widget/pick">
<main>
<h1>Buy ${field('currencyCode').toUpperCase()} (dev stand-in)</h1>
<p>This page stands in for the card on-ramp provider in dev mode. No money moves: pick what the payment does.</p>
<dl>
<dt>Wallet</dt><dd data-part="wallet">${field('walletAddress')}</dd>
<dt>Amount</dt><dd>${BASE_AMOUNT_USD} USD</dd>
<dt>Transaction</dt><dd data-part="external-id">${field('externalTransactionId')}</dd>
</dl>
<ul>${buttons}</ul>
<p id="result" role="status" aria-live="polite"></p>
</main>
<script src="${STAND_IN_PATH}/widget.js"></script>
</body>
</html>`
}

const WIDGET_JS = `'use strict'
;(() => {
  const result = document.getElementById('result')
  const buttons = Array.from(document.querySelectorAll('button[data-outcome]'))
  const pickUrl = document.body.dataset.pickUrl
  for (const button of buttons) {
    button.addEventListener('click', async () => {
      for (const b of buttons) b.disabled = true
      result.textContent = 'Recording...'
      try {
        const res = await fetch(pickUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: window.location.search, outcome: button.dataset.outcome }),
        })
        const body = await res.json()
        if (!res.ok) throw new Error(body.error || 'HTTP ' + res.status)
        result.textContent =
          'Outcome recorded: ' + body.status +
          (body.cryptoTransactionId ? ' (transaction ' + body.cryptoTransactionId + ')' : '') +
          (body.failureReason ? ' (' + body.failureReason + ')' : '') +
          '. You can close this window.'
        document.body.dataset.state = 'picked'
      } catch (error) {
        result.textContent = 'Could not record the outcome: ' + error.message
      } finally {
        for (const b of buttons) b.disabled = false
      }
    })
  }
})()
`

/** The stand-in's routes (mounted by the on-ramp routes in dev mode only). */
export function onRampStandInRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  // only dev mode mounts these routes, and only dev mode accepts a dev chain (config refuses it otherwise)
  const funder =
    deps.config.devMode && deps.config.devChain ? createDevChainFunder(deps.config.devChain) : null
  // picks run one at a time: a purchase is delivered once even when its outcome is picked twice at once
  let picks: Promise<unknown> = Promise.resolve()

  r.get(`${STAND_IN_PATH}/widget`, async (c) => {
    c.header('Content-Security-Policy', STRICT_CSP)
    c.header('Cache-Control', 'no-store')
    c.header('X-Content-Type-Options', 'nosniff')
    const search = new URL(c.req.url).search
    const params = await verifiedParams(deps, search)
    if (!params) {
      return c.html(
        '<!doctype html><title>Invalid signature</title><p>Invalid or missing signature.</p>',
        401,
      )
    }
    return c.html(widgetPage(params))
  })

  r.get(`${STAND_IN_PATH}/widget.js`, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    c.header('X-Content-Type-Options', 'nosniff')
    return c.body(WIDGET_JS)
  })

  r.post(`${STAND_IN_PATH}/widget/pick`, async (c) => {
    const body = await readJson(c)
    const query = str(body, 'query', 4096)
    const outcome = str(body, 'outcome', 64) as StandInOutcome
    if (!STAND_IN_OUTCOMES.includes(outcome)) throw badRequest("Invalid field 'outcome'")
    const params = await verifiedParams(deps, query)
    const externalId = params?.get('externalTransactionId')
    if (!params || !externalId) {
      throw new HttpError(401, 'invalid_signature', 'Invalid or missing widget signature')
    }
    const apiKey = params.get('apiKey') ?? ''
    const pickOnce = async (): Promise<StandInTransaction> => {
      const stored = await deps.storage.getSecret(storageKey(externalId))
      const previous = stored ? (JSON.parse(stored) as { record: StandInTransaction }).record : null
      // delivered is final: the purchase is never sent twice
      if (previous?.cryptoTransactionId) return previous
      const createdAt = previous?.createdAt ?? new Date(deps.config.now()).toISOString()
      const picked = recordFor(deps, params, outcome, createdAt)
      const record = funder ? await deliver(funder, picked) : picked
      await deps.storage.putSecret(storageKey(externalId), JSON.stringify({ apiKey, record }))
      return record
    }
    const run = picks.then(pickOnce)
    picks = run.catch(() => undefined)
    const record = await run
    return c.json({
      status: record.status,
      externalTransactionId: externalId,
      cryptoTransactionId: record.cryptoTransactionId,
      failureReason: record.failureReason,
    })
  })

  r.get(`${STAND_IN_PATH}/v1/transactions/ext/:externalId`, async (c) => {
    // the provider's API is read from the host page with a publishable key: any origin, no credentials
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Cache-Control', 'no-store')
    const apiKey = c.req.query('apiKey')
    if (modeOfKey(deps, apiKey) === null) {
      return c.json({ message: 'Invalid API key', type: 'UnauthorizedError' }, 401)
    }
    const stored = await deps.storage.getSecret(storageKey(c.req.param('externalId')))
    const found = stored ? (JSON.parse(stored) as { apiKey: string; record: StandInTransaction }) : null
    // a transaction made with the other mode's key is not visible, as with the provider
    if (!found || found.apiKey !== apiKey) {
      return c.json({ message: 'Transaction not found', type: 'NotFoundError' }, 404)
    }
    return c.json([found.record])
  })

  return r
}
