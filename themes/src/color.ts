/**
 * Colour arithmetic for deriving contrast-safe theme values (WCAG 2.x relative luminance and contrast ratio).
 * Only `#rgb` / `#rrggbb` input; anything else is returned unchanged by the helpers that cannot parse it.
 */

type Rgb = [number, number, number]

/** Parses `#rgb` or `#rrggbb`; null for anything else. */
export function parseHex(color: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())
  if (!m?.[1]) return null
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1]
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`.toUpperCase()
}

/** WCAG relative luminance of a hex colour, 0 (black) to 1 (white). */
export function luminance(color: string): number {
  const rgb = parseHex(color)
  if (!rgb) return 0
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio between two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** Mixes `color` toward `target` by `amount` (0 to 1). */
export function mix(color: string, target: string, amount: number): string {
  const a = parseHex(color)
  const b = parseHex(target)
  if (!a || !b) return color
  return toHex(a.map((v, i) => v + ((b[i] as number) - v) * amount) as Rgb)
}

/** True when a background colour is dark enough to want light text. */
export function isDark(color: string): boolean {
  return contrastRatio(color, '#FFFFFF') > contrastRatio(color, '#000000')
}

/**
 * The shade of `color` closest to it that reaches `ratio` against `background`: mixed toward black on a light
 * background and toward white on a dark one. WCAG AA body text needs 4.5.
 */
export function ensureContrast(color: string, background: string, ratio = 4.5): string {
  if (!parseHex(color) || !parseHex(background)) return color
  const target = isDark(background) ? '#FFFFFF' : '#000000'
  for (let step = 0; step <= 20; step++) {
    const candidate = step === 0 ? toHex(parseHex(color) as Rgb) : mix(color, target, step / 20)
    if (contrastRatio(candidate, background) >= ratio) return candidate
  }
  return target.toUpperCase()
}

/** Black-ish or white text, whichever reads better on `background`. */
export function readableOn(background: string, dark = '#000000', light = '#FFFFFF'): string {
  return contrastRatio(background, light) >= contrastRatio(background, dark) ? light : dark
}
