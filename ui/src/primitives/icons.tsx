/**
 * Small inline icons (decorative: aria-hidden). Outline icons take `currentColor`; the OAuth providers' logos are
 * filled glyphs, monochrome (`currentColor`) where the brand allows it, in brand colours otherwise.
 */
import type { OAuthProvider } from '@latch/core'
import type { ReactElement, SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

/** The shared outline-icon frame. */
function Svg({ children, ...props }: IconProps) {
  return (
    <svg aria-hidden="true" {...base(props)}>
      {children}
    </svg>
  )
}

const base = (props: IconProps) => ({
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  focusable: 'false' as const,
  ...props,
})

// Each outline icon: its shapes on the frame's 24-unit grid, then the icon drawing them in the shared frame.

const closeShapes = <path d="M18 6 6 18M6 6l12 12" />
/** A cross (close). */
export const CloseIcon = (props: IconProps) => <Svg {...props}>{closeShapes}</Svg>

const backShapes = <path d="M15 18l-6-6 6-6" />
/** A left chevron (back). */
export const BackIcon = (props: IconProps) => <Svg {...props}>{backShapes}</Svg>

const mailShapes = (
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>
)
/** An envelope (email). */
export const MailIcon = (props: IconProps) => <Svg {...props}>{mailShapes}</Svg>

const phoneShapes = (
  <>
    <rect x="7" y="2" width="10" height="20" rx="2" />
    <path d="M11 18h2" />
  </>
)
/** A phone (SMS). */
export const PhoneIcon = (props: IconProps) => <Svg {...props}>{phoneShapes}</Svg>

const walletShapes = (
  <>
    <path d="M3 7a2 2 0 0 1 2-2h13v4" />
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <circle cx="16.5" cy="13.5" r="1.5" />
  </>
)
/** A wallet. */
export const WalletIcon = (props: IconProps) => <Svg {...props}>{walletShapes}</Svg>

const passkeyShapes = (
  <>
    <circle cx="8" cy="8" r="4" />
    <path d="M11 11l9 9" />
    <path d="M16 16l2-2" />
    <path d="M18.5 18.5l2-2" />
  </>
)
/** A key (a passkey). */
export const PasskeyIcon = (props: IconProps) => <Svg {...props}>{passkeyShapes}</Svg>

const moreShapes = (
  <>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </>
)
/** Three dots (more options). */
export const MoreIcon = (props: IconProps) => <Svg {...props}>{moreShapes}</Svg>

const alertShapes = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v5M12 16h.01" />
  </>
)
/** An exclamation mark in a circle (error). */
export const AlertIcon = (props: IconProps) => <Svg {...props}>{alertShapes}</Svg>

const checkShapes = <path d="M20 6 9 17l-5-5" />
/** A check mark (success). */
export const CheckIcon = (props: IconProps) => <Svg {...props}>{checkShapes}</Svg>

const lockShapes = (
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>
)
/** A padlock. */
export const LockIcon = (props: IconProps) => <Svg {...props}>{lockShapes}</Svg>

const trashShapes = <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />
/** A bin (remove an enrolled method). */
export const TrashIcon = (props: IconProps) => <Svg {...props}>{trashShapes}</Svg>

/**
 * Each logo's paths on a 48-unit grid, as `[fill, d]`. A `null` fill is `currentColor`: Apple, GitHub, X and TikTok
 * allow a monochrome mark; Discord and LinkedIn take their brand colour, Google its four colours.
 */
const logos: Partial<Record<OAuthProvider, Array<[string | null, string]>>> = {
  apple: [
    [
      null,
      'm24 14-8-2q-6 0-10 6c-4 7-1 18 3 24q4 5 8 6l8-2 8 2q4-1 7-6l4-7a11 11 0 0 1-2-19q-5-5-8-4-6 0-10 2m7-6q3-3 3-8-5 1-8 4l-2 7q4 0 7-3',
    ],
  ],
  discord: [
    [
      '#5865f2',
      'M41 9 31 6l-2 2H19l-2-2L7 9q-9 14-7 27l12 6 3-4-4-2 1-1q12 6 24 0l1 1-4 2 3 4 12-6q1-15-7-27M16 31q-3-1-4-5 1-5 4-5 4 0 4 5 0 4-4 5m16 0q-3-1-4-5 1-5 4-5t4 5q-1 4-4 5',
    ],
  ],
  github: [
    [
      null,
      'M24 1a24 24 0 0 0-8 46q3 1 2-1v-4c-7 2-8-3-8-3l-3-4v-1l4 2q4 5 7 2l2-3Q10 37 9 23l2-6v-6l7 2h12l7-2v6l2 6q-1 14-11 12 2 1 2 5v6q-1 2 2 1a24 24 0 0 0-8-46',
    ],
  ],
  google: [
    ['#ea4335', 'M24 10q6 0 9 3l7-7q-6-6-16-6Q10 1 3 13l8 6q3-8 13-9'],
    ['#4285f4', 'M47 25v-5H24v9h13q-1 5-5 7l8 6q7-6 7-17'],
    ['#fbbc05', 'm11 29-1-5 1-5-8-6a24 24 0 0 0 0 22z'],
    ['#34a853', 'M24 48q10 0 16-6l-8-6q-3 3-8 2-10-1-13-9l-8 6q7 13 21 13'],
  ],
  linkedin: [
    [
      '#0a66c2',
      'M41 41h-7V30q1-5-4-6-5 1-4 6v11h-7V18h7v3q2-3 6-4 11 1 9 11zM11 15a4 4 0 1 1 0-8 4 4 0 0 1 0 8m3 26H7V18h7zM44 0H4L0 3v42l4 3h40l4-3V3q0-2-4-3',
    ],
  ],
  // The provider is still called twitter; its mark is now X's.
  twitter: [
    [null, 'M28 20 46 0h-4L27 18 15 0H1l18 27L1 48h4l16-19 12 19h14zm-5 7-2-3L6 3h7l11 17 2 3 16 22h-7z'],
  ],
  tiktok: [
    [
      null,
      'M25 0h8q0 5 3 8 5 4 9 4v8l-12-4v18l-3 8q-4 5-11 6l-9-2a15 15 0 0 1-2-24q6-5 13-4v9q-4-1-6 1l-3 3v3q1 7 7 6 3 0 5-3l1-2z',
    ],
  ],
}

/** The logo of an OAuth provider (decorative: the button's label names the provider). */
export function ProviderLogo({ provider, ...props }: IconProps & { provider: OAuthProvider }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={20}
      height={20}
      viewBox="0 0 48 48"
      fill="currentColor"
      data-provider={provider}
      {...props}
    >
      {(logos[provider] ?? []).map(([fill, d]) => (
        <path key={d} fill={fill ?? undefined} d={d} />
      ))}
    </svg>
  )
}

/** The logo element for a provider, for screens that take an icon as a value: `providerIcon('github')`. */
export function providerIcon(provider: OAuthProvider, props?: IconProps): ReactElement {
  return <ProviderLogo provider={provider} {...props} />
}

/**
 * A social button's glyph: the icon URL an app gave its own OpenID Connect provider (decorative, the label names it),
 * else the provider glyph of its display name (`name`) or of its id.
 */
export function SocialIcon({
  provider,
  name,
  icon,
}: {
  provider: string
  name: string
  icon?: string | null
}) {
  if (icon) return <img src={icon} alt="" width={20} height={20} data-provider={provider} />
  return <ProviderIcon provider={provider.startsWith('oidc:') ? name : provider} />
}

/**
 * A provider glyph: the provider's logo for the OAuth providers that have one; for any other name (a provider a host adds),
 * its initial in a circle.
 */
export function ProviderIcon({ provider, ...props }: IconProps & { provider: string }) {
  if (Object.hasOwn(logos, provider)) return <ProviderLogo provider={provider as OAuthProvider} {...props} />
  return (
    <Svg {...props} data-provider={provider}>
      <circle cx="12" cy="12" r="9" />
      <text x="12" y="16" textAnchor="middle" fontSize="11" fill="currentColor" stroke="none">
        {provider.slice(0, 1).toUpperCase()}
      </text>
    </Svg>
  )
}
