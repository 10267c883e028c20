// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkCsp } from './csp.check'

const API = 'http://127.0.0.1:8787'

function addMeta(content: string, httpEquiv = 'Content-Security-Policy') {
  const meta = document.createElement('meta')
  meta.setAttribute('http-equiv', httpEquiv)
  meta.setAttribute('content', content)
  document.head.append(meta)
}

afterEach(() => {
  document.head.innerHTML = ''
})

describe('checkCsp on a page', () => {
  it("reads the page's meta policies (http-equiv in any case) and warns about the source they refuse", () => {
    addMeta(`default-src 'self'; connect-src 'self' ${API} https:; img-src data:`, 'content-security-policy')
    addMeta('img-src *', 'Content-Security-Policy-Report-Only') // report-only policies are not enforced
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const problems = checkCsp({ apiUrl: API, origin: 'http://127.0.0.1:5740' })
      expect(problems.map((p) => `${p.directive} ${p.source}`)).toEqual([`frame-src ${API}`])
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`add "frame-src ${API}" to it`))
    } finally {
      warn.mockRestore()
    }
  })

  it("'self' stands for the page's origin when none is given", () => {
    addMeta(`default-src 'self' data: https:`)
    expect(checkCsp({ apiUrl: `${location.origin}/`, logger: null })).toEqual([])
    expect(checkCsp({ apiUrl: 'http://auth.example.com', logger: null }).map((p) => p.directive)).toEqual([
      'connect-src',
      'frame-src',
    ])
  })

  it('a page without a meta policy has nothing to check', () => {
    expect(checkCsp({ apiUrl: API, logger: null })).toEqual([])
  })
})
