/** QR codes (uqr, loaded with `import()` on first use), always with high error correction (level H). */

/** A QR code: its module matrix and an SVG drawing of it in `currentColor` on a transparent ground. */
export interface QrCode {
  /** Modules per side, border included. */
  size: number
  /** `modules[row][col]` is true for a dark module. */
  modules: boolean[][]
  /** A square SVG (viewBox only: the host sizes it) drawing the dark modules in `currentColor`. */
  svg: string
}

/** Encodes `text` (e.g. a WalletConnect pairing URI) with error correction level H and a 2-module border. */
export async function createQrCode(text: string): Promise<QrCode> {
  const { encode, renderSVG } = await import('uqr')
  const options = { ecc: 'H', border: 2 } as const
  const result = encode(text, options)
  return {
    size: result.size,
    modules: result.data.map((row) => [...row]),
    svg: renderSVG(text, { ...options, pixelSize: 1, blackColor: 'currentColor', whiteColor: 'transparent' }),
  }
}

/** A QR code as one SVG path of unit squares over a `size` x `size` grid (border included). */
export interface PairingQr {
  size: number
  path: string
}

/** A QR module matrix as one SVG path of unit squares (dark modules only). */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let path = ''
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return path
}
