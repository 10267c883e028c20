import { describe, expect, it } from 'vitest'
import type { AppConfig } from '../../config/types'
import { resolveMessages } from '../../messages'
import { allowlistScreenData } from './allowlist'

const catalogue = resolveMessages()
const withAllowlist = (allowlistConfig: AppConfig['allowlistConfig']) => ({ allowlistConfig }) as AppConfig

describe('allowlistScreenData', () => {
  it('no app config: the defaults and no link', () => {
    expect(allowlistScreenData(null, catalogue)).toEqual({
      title: "You don't have access to this app",
      detail: 'Have you been invited?',
      ctaText: 'Try another account',
      ctaLink: null,
    })
  })

  it("the app's texts and https link win", () => {
    const data = allowlistScreenData(
      withAllowlist({
        errorTitle: 'Private beta',
        errorDetail: 'Ask us',
        ctaText: 'Join',
        ctaLink: 'https://x.test/join',
      }),
      catalogue,
    )
    expect(data).toEqual({
      title: 'Private beta',
      detail: 'Ask us',
      ctaText: 'Join',
      ctaLink: 'https://x.test/join',
    })
  })

  it.each(['javascript:alert(1)', 'data:text/html,<script>1</script>', 'not a url', ''])(
    'a call-to-action link %j that is not http(s) is dropped',
    (ctaLink) => {
      const data = allowlistScreenData(
        withAllowlist({ errorTitle: null, errorDetail: null, ctaText: null, ctaLink }),
        catalogue,
      )
      expect(data.ctaLink).toBeNull()
    },
  )
})
