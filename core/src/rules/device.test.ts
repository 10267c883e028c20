import { describe, expect, it } from 'vitest'
import { isMobileBrowser } from './device'

describe('isMobileBrowser', () => {
  it('phones and tablets', () => {
    expect(
      isMobileBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(true)
    expect(
      isMobileBrowser(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe(true)
    // iPadOS asks for the desktop site: only the touch points give it away
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'
    expect(isMobileBrowser(ipad, 5)).toBe(true)
    expect(isMobileBrowser(ipad, 0)).toBe(false)
  })

  it('desktops and servers', () => {
    expect(
      isMobileBrowser(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe(false)
    expect(isMobileBrowser(undefined)).toBe(false)
    expect(isMobileBrowser('')).toBe(false)
  })
})
