/** The server app config (GET /api/v1/apps/{appId}) in camelCase. */
import { parseAppConfigJSON } from '../api/shapes'
import type { AppConfigJSON } from '../api/wire'
import { LOGIN_METHOD_LIST } from '../user/methods/list'
import type { AppConfig, LoginMethod } from './types'

/** Checked wire app config to `AppConfig`. */
export function toAppConfig(json: AppConfigJSON): AppConfig {
  return {
    id: json.id,
    name: json.name,
    verificationKey: json.verification_key,
    logoUrl: json.logo_url,
    accentColor: json.accent_color,
    showWalletLoginFirst: json.show_wallet_login_first,
    allowlistConfig: {
      errorTitle: json.allowlist_config.error_title,
      errorDetail: json.allowlist_config.error_detail,
      ctaText: json.allowlist_config.cta_text,
      ctaLink: json.allowlist_config.cta_link,
    },
    // Each method's flag (`email_auth`, `google_oauth`, ...); a flag the server leaves out is off.
    loginMethods: Object.fromEntries(
      LOGIN_METHOD_LIST.map((m) => [m.id, json[m.appFlag] === true]),
    ) as Record<LoginMethod, boolean>,
    oidcProviders: (json.oidc_providers ?? []).map(({ id, name, icon }) => ({ id, name, icon })),
    termsAndConditionsUrl: json.terms_and_conditions_url,
    privacyPolicyUrl: json.privacy_policy_url,
    embeddedWalletConfig: {
      createOnLogin: json.embedded_wallet_config.create_on_login,
      requireUserPasswordOnCreate: json.embedded_wallet_config.require_user_password_on_create,
    },
    customApiUrl: json.custom_api_url,
    walletConnectCloudProjectId: json.wallet_connect_cloud_project_id,
    fiatOnRampEnabled: json.fiat_on_ramp_enabled,
    captchaEnabled: json.captcha_enabled,
    captchaSiteKey: json.captcha_site_key,
    twitterOauthOnMobileEnabled: json.twitter_oauth_on_mobile_enabled,
    // passkey MFA needs passkeys on for the app (a passkey is added as a login method first)
    mfaMethods: json.mfa_methods.filter((m) => m !== 'passkey' || json.passkey_auth === true),
    createdAt: new Date(json.created_at * 1000),
    updatedAt: new Date(json.updated_at * 1000),
  }
}

/** Untrusted JSON to `AppConfig`; throws `ShapeError` when malformed. */
export function parseAppConfig(json: unknown): AppConfig {
  return toAppConfig(parseAppConfigJSON(json))
}
