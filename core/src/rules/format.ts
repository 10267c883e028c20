/**
 * Display rules for amounts: fiat in US dollars and native token amounts, written the way the client's locale writes
 * numbers (`Intl.NumberFormat`: '1.234,57 $' in German). Pure functions on exact values
 * (token amounts stay bigint until the last step, so 18-decimal values never pass through a float).
 */
import { FIAT_MIN_DISPLAY, TOKEN_DISPLAY_DECIMALS, TOKEN_MIN_DISPLAY } from '../constants'
import { LatchError } from '../errors'
import { DEFAULT_LOCALE } from '../intl/locales'
import type { MessageKey } from '../messages'
import { formatWalletMessage } from '../messages.wallet'

const usd = (locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })

/** A decimal string written in the locale's digits and decimal separator, exactly (no float), without grouping. */
const decimal = (locale: string, value: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 20, useGrouping: false }).format(
    value as unknown as number,
  )

function invalidAmount(value: unknown, catalogue?: Partial<Record<MessageKey, string>>): never {
  throw new LatchError(
    'invalid_input',
    formatWalletMessage(catalogue, 'format.invalidAmount', { value: String(value) }),
  )
}

/**
 * A US dollar amount as shown on transaction screens, in the locale's notation: '$1,234.57' in English; any
 * positive amount under a cent is '<$0.01'; zero is '$0.00'. Throws `LatchError('invalid_input')` for a negative
 * or non-finite amount.
 */
export function formatFiat(
  amountUsd: number,
  catalogue?: Partial<Record<MessageKey, string>>,
  locale: string = DEFAULT_LOCALE,
): string {
  if (typeof amountUsd !== 'number' || !Number.isFinite(amountUsd) || amountUsd < 0) {
    invalidAmount(amountUsd, catalogue)
  }
  const format = usd(locale)
  if (amountUsd > 0 && amountUsd < FIAT_MIN_DISPLAY) return `<${format.format(FIAT_MIN_DISPLAY)}`
  return format.format(amountUsd)
}

/** 10^n as a bigint. */
const pow10 = (n: number) => 10n ** BigInt(n)

/**
 * A token amount given in its smallest unit (wei for 18 decimals), shown with at most 6 decimals (rounded half up,
 * trailing zeros dropped, no thousands separators) in the locale's digits and separator: 10n ** 16n -> '0.01'
 * ('0,01' in German). Any positive amount under 0.001 is '<0.001'; zero is '0'. Throws
 * `LatchError('invalid_input')` for a negative amount or bad decimals.
 */
export function formatTokenAmount(
  amount: bigint,
  decimals = 18,
  catalogue?: Partial<Record<MessageKey, string>>,
  locale: string = DEFAULT_LOCALE,
): string {
  const text = tokenAmountText(amount, decimals, catalogue)
  return text.startsWith('<') ? `<${decimal(locale, text.slice(1))}` : decimal(locale, text)
}

/** `formatTokenAmount`'s exact decimal text (ASCII digits, '.' separator), before the locale writes it. */
function tokenAmountText(
  amount: bigint,
  decimals: number,
  catalogue: Partial<Record<MessageKey, string>> | undefined,
): string {
  if (typeof amount !== 'bigint' || amount < 0n) invalidAmount(amount, catalogue)
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) invalidAmount(decimals, catalogue)
  if (amount === 0n) return '0'
  // amount / 10^decimals < 0.001  <=>  amount * 1000 < 10^decimals (exact, no rounding involved)
  const minDenominator = Math.round(1 / TOKEN_MIN_DISPLAY)
  if (amount * BigInt(minDenominator) < pow10(decimals)) return `<${TOKEN_MIN_DISPLAY}`
  const shown = TOKEN_DISPLAY_DECIMALS
  // Scale to `shown` decimals, rounding half up (on exact integers).
  let scaled: bigint
  if (decimals <= shown) scaled = amount * pow10(shown - decimals)
  else {
    const divisor = pow10(decimals - shown)
    scaled = (amount + divisor / 2n) / divisor
  }
  const whole = scaled / pow10(shown)
  const fraction = (scaled % pow10(shown)).toString().padStart(shown, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole.toString()
}

/** An address (or hash) as a screen shows it: the first 6 and last 4 characters around an ellipsis, '0x1234…cdef'. */
export function shortenAddress(value: string): string {
  return value.length <= 11 ? value : `${value.slice(0, 6)}…${value.slice(-4)}`
}
