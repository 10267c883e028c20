/** App config, JWKS, token price and analytics events (the on-ramp signer is in onramp.ts). */

import {
  ANALYTICS_EVENTS,
  APP_CONFIG,
  APP_JWKS,
  type AppConfigJSON,
  TOKEN_PRICE,
  type TokenPriceJSON,
} from '@latch/core/protocol'
import { Hono } from 'hono'
import { limit } from '../auth'
import { type Deps, type HonoEnv, nowSeconds } from '../context'
import { badRequest, HttpError, notFound, readJson, refuseOtherOrigins, str } from '../http'
import { type MethodAppFlags, SERVER_METHODS } from '../methods/list'
import { createPriceSource, DEFAULT_PRICE_SYMBOLS } from '../price'
import { route } from '../route'
import type { AppRecord } from '../storage'

/** Token price look-ups per IP when the config sets none: a screen asks once per transaction. */
const PRICE_PER_IP = { max: 120, windowSeconds: 60 }

export function appConfigJSON(app: AppRecord, verificationKey: string): AppConfigJSON {
  const s = app.settings
  // each login method's flags (wallet, email, SMS, passkey, one per OAuth provider); typed as the union of what the
  // listed methods give, so a flag no method gives is a missing property below and does not compile
  const methodFlags = Object.assign({}, ...SERVER_METHODS.map((m) => m.appConfig(s))) as MethodAppFlags
  return {
    id: app.id,
    name: app.name,
    verification_key: verificationKey,
    logo_url: s.logoUrl,
    accent_color: s.accentColor,
    show_wallet_login_first: s.showWalletLoginFirst,
    allowlist_config: {
      error_title: s.allowlist.errorTitle,
      error_detail: s.allowlist.errorDetail,
      cta_text: s.allowlist.ctaText,
      cta_link: s.allowlist.ctaLink,
    },
    ...methodFlags,
    terms_and_conditions_url: s.termsUrl,
    privacy_policy_url: s.privacyUrl,
    embedded_wallet_config: {
      create_on_login: s.embeddedWallet.createOnLogin,
      require_user_password_on_create: s.embeddedWallet.requireUserPasswordOnCreate,
    },
    custom_api_url: null,
    wallet_connect_cloud_project_id: s.walletConnectProjectId,
    fiat_on_ramp_enabled: s.fiatOnRampEnabled,
    captcha_enabled: s.captchaEnabled,
    captcha_site_key: s.captchaSiteKey,
    twitter_oauth_on_mobile_enabled: s.twitterOAuthOnMobile,
    mfa_methods: s.mfaMethods,
    created_at: app.createdAt,
    updated_at: app.updatedAt,
  }
}

/** Routes that take the app id from the path (no `privy-app-id` header needed). */
export function publicAppRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  const getApp = async (id: string) => {
    const app = id.length === 25 ? await deps.storage.getApp(id) : null
    if (!app) throw new HttpError(404, 'app_not_found', 'App not found')
    return app
  }
  route(r, APP_CONFIG, [], async (c) => {
    const app = await getApp(c.req.param('appId') ?? '')
    // A host page on another origin learns why it cannot work (its first call); servers send no Origin.
    refuseOtherOrigins(c, app)
    return appConfigJSON(app, (await deps.keys.current(app.id)).publicPem)
  })
  route(r, APP_JWKS, [], async (c) => {
    const app = await getApp(c.req.param('appId') ?? '')
    c.header('Cache-Control', 'public, max-age=300')
    return { keys: await deps.keys.jwks(app.id) }
  })
  return r
}

export function miscRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  // The production price source when configured (cached per server), else the static table.
  const prices = deps.config.priceApi ? createPriceSource(deps.config.priceApi, deps.config.now) : null

  const knownSymbols = new Set(
    (deps.config.priceApi?.symbols ?? DEFAULT_PRICE_SYMBOLS).map((s) => s.toUpperCase()),
  )
  route(r, TOKEN_PRICE, [], async (c) => {
    const symbol = c.req.query('tokenSymbol') ?? ''
    const chainId = c.req.query('chainId')
    if (!/^[A-Za-z0-9.]{1,16}$/.test(symbol)) throw badRequest("Missing or invalid query 'tokenSymbol'")
    if (chainId !== undefined && !/^(\d{1,12}|0x[0-9a-fA-F]{1,12}|eip155:\d{1,12})$/.test(chainId)) {
      throw badRequest("Invalid query 'chainId'")
    }
    await limit(deps, `price-ip:${c.get('ip')}`, deps.config.rateLimits.pricePerIp ?? PRICE_PER_IP)
    // an unknown symbol never reaches the upstream price API
    if (prices && !knownSymbols.has(symbol.toUpperCase())) throw notFound(`No price for ${symbol}`)
    const usd = prices
      ? await prices.price(symbol, chainId)
      : (deps.config.tokenPrices[symbol.toUpperCase()] ?? null)
    if (usd === null) throw notFound(`No price for ${symbol}`)
    const out: TokenPriceJSON = { usd }
    return out
  })

  route(r, ANALYTICS_EVENTS, [], async (c) => {
    const body = await readJson(c)
    const eventName = str(body, 'event_name', 128)
    const clientId =
      body.client_id === undefined || body.client_id === null ? null : str(body, 'client_id', 128)
    const payload = body.payload === undefined ? {} : body.payload
    if (typeof payload !== 'object' || payload === null) throw badRequest("Invalid field 'payload'")
    const json = JSON.stringify(payload)
    // a small cap per event and a daily quota per app keep analytics from filling the disk
    if (Buffer.byteLength(json) > deps.config.maxAnalyticsBytes) {
      throw new HttpError(413, 'invalid_request', 'Analytics payload too large')
    }
    await limit(deps, `events-ip:${c.get('ip')}`, deps.config.rateLimits.refreshPerIp)
    const app = c.get('app')
    await limit(deps, `events-app:${app.id}`, {
      max: app.settings.analyticsDailyQuota ?? 100_000,
      windowSeconds: 86_400,
    })
    await deps.storage.addAnalyticsEvent(
      { appId: app.id, eventName, clientId, payload: json },
      nowSeconds(deps),
    )
    return { success: true as const }
  })

  return r
}
