import { type AppSettings, isLoopbackHost } from '../config'

/** Algorithms a custom auth config may pin (asymmetric only: the server never holds the host's signing key). */
export const CUSTOM_JWT_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
]

/** Checks an app's custom auth config; throws an Error naming the problem (seeding refuses the app). */
export function validateCustomAuth(
  appId: string,
  cfg: AppSettings['customAuth'] | undefined,
  devMode: boolean,
): void {
  if (!cfg?.enabled) return
  const problem = (m: string) => new Error(`App '${appId}': customAuth ${m}`)
  if (!cfg.issuer) throw problem('must name an issuer')
  if (!cfg.audience) throw problem('must name an audience')
  if (!cfg.jwksUrl && !cfg.publicKeyPem) throw problem('needs jwksUrl or publicKeyPem')
  if (!CUSTOM_JWT_ALGORITHMS.includes(cfg.algorithm || 'RS256')) {
    throw problem(`algorithm must be one of ${CUSTOM_JWT_ALGORITHMS.join(', ')}`)
  }
  if (cfg.jwksUrl) {
    let url: URL
    try {
      url = new URL(cfg.jwksUrl)
    } catch {
      throw problem('jwksUrl is not a URL')
    }
    const loopbackHttp = devMode && url.protocol === 'http:' && isLoopbackHost(url.hostname)
    if (url.protocol !== 'https:' && !loopbackHttp) {
      throw problem('jwksUrl must use https (plain http only on a loopback address in dev mode)')
    }
  }
}
