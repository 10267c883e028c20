import { OAUTH_PROVIDERS } from '@latch/core'
import { render } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ProviderIcon, ProviderLogo, providerIcon, SocialIcon } from './icons'

/** The providers without an inline logo (their brand marks are not in the eager bundle): a glyph of their initial. */
const WITHOUT_LOGO = ['spotify', 'twitch', 'instagram', 'line']
const WITH_LOGO = OAUTH_PROVIDERS.filter((p) => !WITHOUT_LOGO.includes(p))

describe('provider logos', () => {
  it.each([...WITH_LOGO])(
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
    const markup = WITH_LOGO.map((provider) => renderToStaticMarkup(providerIcon(provider)))
    const shapes = markup.map((m) => [...m.matchAll(/ d="([^"]+)"/g)].map((x) => x[1]).join())
    expect(WITH_LOGO).toHaveLength(7)
    expect(new Set(shapes).size).toBe(WITH_LOGO.length)
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

  it('Spotify, Twitch, Instagram and LINE show the glyph of their initial', () => {
    for (const provider of WITHOUT_LOGO) {
      const svg = render(<ProviderIcon provider={provider} />).container.querySelector('svg')
      expect(svg?.querySelector('text')?.textContent).toBe(provider.slice(0, 1).toUpperCase())
    }
  })

  it("SocialIcon: an OpenID Connect provider's icon URL as a decorative image, else the glyph of its name", () => {
    const withIcon = render(
      <SocialIcon provider="oidc:acme" name="Acme SSO" icon="https://acme.example/i.png" />,
    ).container.querySelector('img')
    expect(withIcon?.getAttribute('src')).toBe('https://acme.example/i.png')
    expect(withIcon?.getAttribute('alt')).toBe('')
    const without = render(<SocialIcon provider="oidc:corp" name="Zeta Okta" icon={null} />).container
    expect(without.querySelector('img')).toBeNull()
    expect(without.querySelector('text')?.textContent).toBe('Z')
    // a built-in provider keeps its logo whatever the name says
    const github = render(<SocialIcon provider="github" name="GitHub" />).container.querySelector('svg')
    expect(github?.getAttribute('data-provider')).toBe('github')
    expect(github?.querySelector('text')).toBeNull()
  })
})
