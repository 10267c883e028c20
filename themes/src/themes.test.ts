import { describe, expect, it } from 'vitest'
import { contrastRatio } from './color'
import { themeVars } from './contract.css'
import * as themes from './index'
import type { ThemeValues } from './themes'
import { createTheme, darkTheme, lightTheme, themeFromAppearance, themeToStyle } from './themes'

describe('theme contract', () => {
  it('uses stable --latch-* variable names', () => {
    expect(themeVars.colors.accent).toBe('var(--latch-colors-accent)')
    expect(themeVars.radii.modal).toBe('var(--latch-radii-modal)')
    expect(themeVars.fonts.body).toBe('var(--latch-fonts-body)')
    expect(themeVars.shadows.modal).toBe('var(--latch-shadows-modal)')
    expect(themeVars.space.md).toBe('var(--latch-space-md)')
  })

  it('pins the public names of @latch/themes', () => {
    expect(Object.keys(themes).sort()).toEqual(
      [
        'contrastRatio',
        'createTheme',
        'darkTheme',
        'ensureContrast',
        'isDark',
        'isThemeModes',
        'lightTheme',
        'luminance',
        'readableOn',
        'themeDefaults',
        'themeFromAppearance',
        'themeToCss',
        'themeToStyle',
        'themeVars',
      ].sort(),
    )
  })
})

describe('lightTheme / darkTheme', () => {
  it('hold the defaults', () => {
    const light = lightTheme()
    const dark = darkTheme()
    expect(light.colors.accent).toBe('#676FFF')
    expect(light.colors.background).toBe('#FFFFFF')
    expect(dark.colors.background).toBe('#1E1E1D')
    for (const t of [light, dark]) {
      expect(t.colors.success).toBe('#51BA81')
      expect(t.colors.warn).toBe('#FFB74D')
      expect(t.colors.error).toBe('#EC6351')
      expect(t.sizes.modalWidth).toBe('360px')
      expect(t.sizes.logoMaxWidth).toBe('180px')
      expect(t.sizes.logoMaxHeight).toBe('90px')
      expect(t.motion.duration).toBe('200ms')
    }
  })

  const accents = ['#676FFF', '#FF0000', '#FFFF00', '#00FF88', '#111111', '#FFFFFF', '#0A7']
  it.each(accents)('text pairs pass WCAG AA (4.5:1) in light and dark with accent %s', (accentColor) => {
    for (const t of [lightTheme({ accentColor }), darkTheme({ accentColor })]) {
      const { colors: c } = t
      const pairs: Array<[string, string, string]> = [
        ['foreground/background', c.foreground, c.background],
        ['foreground/muted', c.foreground, c.muted],
        ['mutedForeground/background', c.mutedForeground, c.background],
        ['mutedForeground/muted', c.mutedForeground, c.muted],
        ['accentForeground/accent', c.accentForeground, c.accent],
        ['accentText/background', c.accentText, c.background],
        ['accentText/muted', c.accentText, c.muted],
        ['errorForeground/background', c.errorForeground, c.background],
        ['errorForeground/muted', c.errorForeground, c.muted],
        ['successForeground/background', c.successForeground, c.background],
        ['warnForeground/background', c.warnForeground, c.background],
      ]
      for (const [name, fg, bg] of pairs) {
        expect(contrastRatio(fg, bg), `${name} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5)
      }
    }
  })
})

describe('createTheme', () => {
  it('extends a base theme and overrides only the given leaves', () => {
    const base = darkTheme()
    const theme = createTheme({ colors: { accent: '#00AA77' }, radii: { modal: '4px' } }, { extends: base })
    expect(theme.colors.accent).toBe('#00AA77')
    expect(theme.radii.modal).toBe('4px')
    expect(theme.colors.background).toBe('#1E1E1D')
    expect(theme.radii.button).toBe(base.radii.button)
    expect(base.colors.accent).toBe('#676FFF')
  })

  it('extends the light theme by default', () => {
    expect(createTheme({ fonts: { body: 'Inter' } }).colors.background).toBe('#FFFFFF')
  })

  it.each(['#0A7A5A', '#FF0000', '#FFFF00', '#111111'])(
    'a new accent %s recomputes the colours derived from it, exactly as lightTheme/darkTheme({ accentColor }) do',
    (accentColor) => {
      const light = createTheme({ colors: { accent: accentColor } })
      expect(light.colors).toEqual(lightTheme({ accentColor }).colors)
      expect(light.shadows).toEqual(lightTheme({ accentColor }).shadows)
      const dark = createTheme({ colors: { accent: accentColor } }, { extends: darkTheme() })
      expect(dark).toEqual(darkTheme({ accentColor }))
      // links and accent-coloured text follow the new accent (they stayed purple before)
      expect(light.colors.accentText).not.toBe(lightTheme().colors.accentText)
      for (const t of [light, dark]) {
        expect(contrastRatio(t.colors.accentForeground, t.colors.accent)).toBeGreaterThanOrEqual(4.5)
        expect(contrastRatio(t.colors.accentText, t.colors.background)).toBeGreaterThanOrEqual(4.5)
        expect(contrastRatio(t.colors.accentText, t.colors.muted)).toBeGreaterThanOrEqual(4.5)
      }
    },
  )

  it('keeps what the overrides set themselves, and the rest of the base', () => {
    const base = lightTheme({ borderRadius: 'small', fontStack: 'Inter, sans-serif' })
    const theme = createTheme(
      { colors: { accent: '#0A7A5A', accentText: '#005030', accentForeground: '#FFFFEE' } },
      { extends: base },
    )
    expect(theme.colors.accentText).toBe('#005030')
    expect(theme.colors.accentForeground).toBe('#FFFFEE')
    expect(theme.colors.accentMuted).toBe(lightTheme({ accentColor: '#0A7A5A' }).colors.accentMuted)
    expect(theme.radii).toEqual(base.radii)
    expect(theme.fonts.body).toBe('Inter, sans-serif')
    // the same accent again changes nothing
    expect(createTheme({ colors: { accent: base.colors.accent } }, { extends: base })).toEqual(base)
  })

  it('a new background recomputes the surface colours (a dark one gets light text), keeping the accent', () => {
    const theme = createTheme({ colors: { background: '#101820' } })
    expect(theme.colors).toEqual(darkTheme({ background: '#101820' }).colors)
    expect(contrastRatio(theme.colors.foreground, theme.colors.background)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(theme.colors.mutedForeground, theme.colors.muted)).toBeGreaterThanOrEqual(4.5)
  })

  it('an accent that is not #rgb/#rrggbb is merged as given: set its derived colours too', () => {
    const theme = createTheme({ colors: { accent: 'rebeccapurple' } })
    expect(theme.colors.accent).toBe('rebeccapurple')
    expect(theme.colors.accentText).toBe(lightTheme().colors.accentText)
  })
})

describe('themeToStyle', () => {
  it('maps every contract leaf to its custom property', () => {
    const style = themeToStyle(lightTheme({ accentColor: '#123456' }))
    expect(style['--latch-colors-accent']).toBe('#123456')
    expect(style['--latch-radii-modal']).toBe('24px')
    const count = (o: object): number =>
      Object.values(o).reduce<number>((n, x) => n + (typeof x === 'string' ? 1 : count(x as object)), 0)
    expect(Object.keys(style)).toHaveLength(count(themeVars))
    // every name is the contract's own (`var(--name)` in themeVars), for both built-in themes
    const names = (o: object): string[] =>
      Object.values(o).flatMap((x) =>
        typeof x === 'string' ? [x.replace(/^var\((--[^,)]+).*\)$/, '$1')] : names(x as object),
      )
    for (const theme of [lightTheme(), darkTheme()]) {
      expect(Object.keys(themeToStyle(theme)).sort()).toEqual(names(themeVars).sort())
    }
  })
})

describe('themeFromAppearance', () => {
  it('follows the appearance setting', () => {
    expect((themeFromAppearance({ theme: 'dark' }) as ThemeValues).colors.background).toBe('#1E1E1D')
    const auto = themeFromAppearance({ theme: 'auto', accentColor: '#FF0000' })
    expect('lightMode' in auto && auto.darkMode.colors.accent).toBe('#FF0000')
    expect((themeFromAppearance({ theme: '#000010' }) as ThemeValues).colors.foreground).toBe(
      darkTheme().colors.foreground,
    )
    expect((themeFromAppearance({ theme: '#FAFAF0' }) as ThemeValues).colors.background).toBe('#FAFAF0')
  })
})
