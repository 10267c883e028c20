import { API_PREFIX, ON_RAMP_SIGN } from '@latch/core/protocol'
import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import { loadUser, requireCaller } from '../auth'
import type { Deps, HonoEnv } from '../context'
import { onRampStandInRoutes } from '../dev/onramp-standin'
import { COLOR, MOONPAY_CURRENCY_CODES, onRampMode, onRampSecret, signQuery } from '../domain/onramp'
import { badRequest, HttpError, optBool, readJson, str } from '../http'
import { route } from '../route'
/** The sign route (needs the app middleware first) and, in dev mode, the provider stand-in. */
export function onRampRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  const api = new Hono<HonoEnv>()

  route(api, ON_RAMP_SIGN, [requireCaller(deps)], async (c) => {
    const body = await readJson(c)
    const address = str(body, 'address', 64)
    if (!isAddress(address, { strict: false })) throw badRequest("Missing or invalid field 'address'")
    const sandbox = optBool(body, 'useSandbox') ?? false
    const raw = body.config === undefined || body.config === null ? {} : body.config
    if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest("Invalid field 'config'")
    const config = raw as Record<string, unknown>
    const code = config.currencyCode ?? 'ETH_ETHEREUM'
    if (typeof code !== 'string' || !/^[A-Za-z0-9_]{1,32}$/.test(code)) {
      throw badRequest("Invalid field 'config.currencyCode'")
    }
    const ui = config.uiConfig ?? {}
    if (typeof ui !== 'object' || ui === null || Array.isArray(ui)) {
      throw badRequest("Invalid field 'config.uiConfig'")
    }
    const { accentColor, theme } = ui as Record<string, unknown>
    if (accentColor !== undefined && (typeof accentColor !== 'string' || !COLOR.test(accentColor))) {
      throw badRequest("Invalid field 'config.uiConfig.accentColor'")
    }
    if (theme !== undefined && theme !== 'light' && theme !== 'dark') {
      throw badRequest("Invalid field 'config.uiConfig.theme'")
    }
    const app = c.get('app')
    if (!app.settings.fiatOnRampEnabled) {
      throw new HttpError(403, 'on_ramp_disabled', 'Fiat on-ramp must be enabled')
    }
    // the signer funds only the caller's own wallets: a stolen token cannot have card payments sent elsewhere
    const user = await loadUser(deps, app.id, c.get('caller').userId)
    if (!user.accounts.some((a) => a.type === 'wallet' && a.key === address.toLowerCase())) {
      throw new HttpError(403, 'wallet_not_owned', 'This address is not one of your wallets.')
    }

    const mode = onRampMode(deps, sandbox)
    const secret = await onRampSecret(deps, sandbox)
    const externalTransactionId = crypto.randomUUID()
    const url = new URL(mode.widgetUrl)
    url.searchParams.set('apiKey', mode.apiKey)
    url.searchParams.set('walletAddress', getAddress(address))
    url.searchParams.set('currencyCode', MOONPAY_CURRENCY_CODES[code.toUpperCase()] ?? code.toLowerCase())
    url.searchParams.set('externalTransactionId', externalTransactionId)
    // the caller's colour, else the app's accent colour
    const color = accentColor ?? app.settings.accentColor
    if (typeof color === 'string' && COLOR.test(color)) url.searchParams.set('colorCode', color)
    if (theme) url.searchParams.set('theme', theme)
    const signedUrl = `${url.toString()}&signature=${encodeURIComponent(signQuery(url.search, secret))}`
    c.header('Cache-Control', 'no-store')
    return { signedUrl, externalTransactionId }
  })
  r.route(API_PREFIX, api)

  if (deps.config.devMode) r.route('/', onRampStandInRoutes(deps))
  return r
}
