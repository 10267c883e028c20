/** Landing rules: which logo URLs are shown, and the legal line. */

/** Image types a `data:` logo may have (an image element never runs scripts, SVG included). */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i

/**
 * True for a logo the modal shows: an https URL, http on localhost / 127.0.0.1 / [::1] (development), a path on
 * the host's own site ('/logo.svg', 'logo.png', '//cdn.example.com/logo.png': the page's origin or scheme) or a
 * `data:image/...` URL. Anything else (other schemes, plain http elsewhere) is not shown.
 */
export function isAllowedLogoUrl(url: unknown): boolean {
  if (typeof url !== 'string' || url.trim() === '') return false
  const value = url.trim()
  if (DATA_IMAGE.test(value)) return true
  // No scheme: a reference the browser resolves against the page (a path, or '//host/...' on the page's scheme).
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return !/[\s<>"]/.test(value)
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    return false
  }
  if (parsed.protocol === 'https:') return true
  if (parsed.protocol !== 'http:') return false
  return parsed.hostname === 'localhost' || parsed.hostname === '127.0.0.1' || parsed.hostname === '[::1]'
}

/** One link of the legal line. */
export interface LegalLink {
  kind: 'terms' | 'privacy'
  label: string
  url: string
}

/** The legal line: 'By logging in I agree to the' and its links, or null when the app has none. */
export interface LegalLine {
  prefix: string
  links: LegalLink[]
}

/**
 * Builds the legal line: 'Terms' and 'Privacy Policy' when both exist, 'Terms of Service' when terms is the only
 * link, 'Privacy Policy' alone; null with neither. Only http(s) URLs count.
 */
export function legalLine(
  urls: { termsAndConditionsUrl: string | null | undefined; privacyPolicyUrl: string | null | undefined },
  catalogue: {
    'landing.legalPrefix': string
    'landing.terms': string
    'landing.termsOfService': string
    'landing.privacyPolicy': string
  },
): LegalLine | null {
  const terms = safeHttpUrl(urls.termsAndConditionsUrl)
  const privacy = safeHttpUrl(urls.privacyPolicyUrl)
  if (!terms && !privacy) return null
  const links: LegalLink[] = []
  if (terms) {
    links.push({
      kind: 'terms',
      label: privacy ? catalogue['landing.terms'] : catalogue['landing.termsOfService'],
      url: terms,
    })
  }
  if (privacy) links.push({ kind: 'privacy', label: catalogue['landing.privacyPolicy'], url: privacy })
  return { prefix: catalogue['landing.legalPrefix'], links }
}

/** The URL normalized when it is http(s), else null: links from the server never carry `javascript:` or `data:`. */
export function safeHttpUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null
  try {
    const parsed = new URL(url.trim())
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null
  } catch {
    return null
  }
}
