import { OAUTH_PROVIDERS } from '@latch/core'
import { render } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ProviderIcon, ProviderLogo, providerIcon } from './icons'

describe('provider logos', () => {
  it.each([...OAUTH_PROVIDERS])(
    '%s has an inline logo: decorative, filled paths, a few hundred bytes',
    (provider) => {
      const { container } = render(<ProviderLogo provider={provider} />)
      const svg = container.querySelector('svg')
      expect(svg?.getAttribute('aria-hidden')).toBe('true')
      expect(svg?.getAttribute('focusable')).toBe('false')
      expect(svg?.getAttribute('data-provider')).toBe(provider)
      expect(svg?.querySelector('text')).toBeNull()
      const paths = [...(svg?.querySelectorAll('path') ?? [])]
      expect(paths.length).toBeGreaterThan(0)
      for (const path of paths) expect(path.getAttribute('d')).toMatch(/^[Mm]\d/)
      const bytes = renderToStaticMarkup(<ProviderLogo provider={provider} />).length
      expect(bytes).toBeLessThan(450)
    },
  )

  it('all seven logos differ, and their path data stays under 1.3 kB together', () => {
    const markup = OAUTH_PROVIDERS.map((provider) => renderToStaticMarkup(providerIcon(provider)))
    const shapes = markup.map((m) => [...m.matchAll(/ d="([^"]+)"/g)].map((x) => x[1]).join())
    expect(new Set(shapes).size).toBe(OAUTH_PROVIDERS.length)
    expect(shapes.join('').length).toBeLessThan(1300)
  })

  it('ProviderIcon shows the logo for a known provider and the initial for any other name', () => {
    const known = render(<ProviderIcon provider="github" className="x" />).container.querySelector('svg')
    expect(known?.querySelector('text')).toBeNull()
    expect(known?.getAttribute('class')).toBe('x')
    const other = render(<ProviderIcon provider="acme" />).container.querySelector('svg')
    expect(other?.getAttribute('aria-hidden')).toBe('true')
    expect(other?.querySelector('text')?.textContent).toBe('A')
    // A name inherited from Object.prototype is not a provider.
    expect(render(<ProviderIcon provider="constructor" />).container.querySelector('text')?.textContent).toBe(
      'C',
    )
  })
})
