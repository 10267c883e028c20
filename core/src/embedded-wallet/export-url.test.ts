import { describe, expect, it } from 'vitest'
import { buildExportViewUrl } from './export-url'

describe('buildExportViewUrl', () => {
  it('puts address, channel, width, caid and hex colours in the query of the app export path, never a token', () => {
    const url = new URL(
      buildExportViewUrl({
        apiUrl: 'http://127.0.0.1:8787/',
        appId: 'latchdemoapp0000000000001',
        channel: 'c-1',
        address: '0x000000000000000000000000000000000000dEaD',
        width: 320.4,
        clientAnalyticsId: 'caid',
        color: '#111',
        background: 'red; x',
      }),
    )
    expect(url.origin + url.pathname).toBe(
      'http://127.0.0.1:8787/apps/latchdemoapp0000000000001/embedded-wallets/export',
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({
      address: '0x000000000000000000000000000000000000dEaD',
      channel: 'c-1',
      width: '320',
      caid: 'caid',
      color: '#111',
    })
  })
})
