import { describe, expect, it } from 'vitest'
import type { LocationLike } from '../env'
import { consumeWalletReturnParams } from './return-params'

function fakeLocation(url: string): LocationLike & { url: string; replaced: string[] } {
  const location = {
    url,
    replaced: [] as string[],
    href: () => location.url,
    replace: (next: string) => {
      location.replaced.push(next)
      location.url = next
    },
    assign: () => {
      throw new Error('no navigation expected')
    },
  }
  return location
}

describe('consumeWalletReturnParams', () => {
  it('reads the three parameters and removes them from the address without navigating', () => {
    const location = fakeLocation(
      'https://host.example/app?tab=1&privy_connector=injected&privy_wallet_client=phantom&privy_token=abc#top',
    )
    expect(consumeWalletReturnParams({ location })).toEqual({
      token: 'abc',
      connector: 'injected',
      walletClient: 'phantom',
    })
    expect(location.replaced).toEqual(['https://host.example/app?tab=1#top'])
    // read once: a second look finds nothing and leaves the address alone
    expect(consumeWalletReturnParams({ location })).toBeNull()
    expect(location.replaced).toHaveLength(1)
  })

  it('an address without them is left untouched; a server has no address', () => {
    const location = fakeLocation('https://host.example/app?privy_oauth_code=x')
    expect(consumeWalletReturnParams({ location })).toBeNull()
    expect(location.replaced).toEqual([])
    expect(consumeWalletReturnParams({ location: undefined })).toBeNull()
  })
})
