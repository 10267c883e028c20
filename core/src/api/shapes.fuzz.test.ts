/**
 * Fuzz (fast-check) of every response parser: arbitrary JSON, and near-valid answers with any field replaced by
 * anything, either parse or throw a `ShapeError` naming a path; through the API client the same bodies give an
 * `ApiError('invalid_response')` (or the parsed value), never another exception.
 */
import fc from 'fast-check'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { createMswServer, useMswServer } from '../../../test/fixtures/msw/server'
import { TEST_API_URL, TEST_APP_ID } from '../../../test/fixtures/msw/state'
import { createTestEnv } from '../../../test/fixtures/msw/test-env'
import { isApiError } from '../errors'
import { createApi } from './client'
import * as shapes from './shapes'
import * as lazyShapes from './shapes.lazy'

const server = useMswServer(createMswServer())

const PARSERS: Record<string, (json: unknown) => unknown> = {
  parseUserJSON: (j) => shapes.parseUserJSON(j),
  parseLinkedAccountJSON: (j) => shapes.parseLinkedAccountJSON(j),
  parseUserResponseJSON: shapes.parseUserResponseJSON,
  parseAuthResponseJSON: shapes.parseAuthResponseJSON,
  parseSessionResponseJSON: shapes.parseSessionResponseJSON,
  parseForkResponseJSON: shapes.parseForkResponseJSON,
  parseInitResponseJSON: lazyShapes.parseInitResponseJSON,
  parseIgnored: shapes.parseIgnored,
  parseSiweInitResponseJSON: lazyShapes.parseSiweInitResponseJSON,
  parseOAuthInitResponseJSON: lazyShapes.parseOAuthInitResponseJSON,
  parseTokenPriceJSON: lazyShapes.parseTokenPriceJSON,
  parseMoonpaySignJSON: lazyShapes.parseMoonpaySignJSON,
  parseAppConfigJSON: shapes.parseAppConfigJSON,
}

const account = {
  type: 'email',
  address: 'a@example.com',
  verified_at: 1,
  first_verified_at: 1,
  latest_verified_at: 1,
}
const user = { id: 'did:latch:1', created_at: 1, linked_accounts: [account], mfa_methods: [] }
/** One valid answer per parser, to mutate. */
const VALID: Record<string, Record<string, unknown>> = {
  parseUserJSON: user,
  parseLinkedAccountJSON: account,
  parseUserResponseJSON: { user },
  parseAuthResponseJSON: { user, token: 't', refresh_token: 'r', is_new_user: false },
  parseSessionResponseJSON: { user, token: 't', refresh_token: 'r', is_new_user: false },
  parseForkResponseJSON: { token: 't', refresh_token: 'r', new_session_refresh_token: 'n' },
  parseInitResponseJSON: { success: true },
  parseIgnored: {},
  parseSiweInitResponseJSON: { nonce: 'n', address: '0x0', expires_at: '2026-11-25T12:00:00Z' },
  parseOAuthInitResponseJSON: { url: 'https://idp.example/authorize' },
  parseTokenPriceJSON: { usd: 1 },
  parseMoonpaySignJSON: { signedUrl: 'https://buy.moonpay.com/?a=1', externalTransactionId: 'x' },
}

/** Throws unless `run` returns or throws a ShapeError. */
function onlyShapeErrors(run: () => unknown): void {
  try {
    run()
  } catch (error) {
    if (!(error instanceof shapes.ShapeError)) throw error
    expect(error.message).toMatch(/^\$/)
  }
}

/** A valid answer with one field (possibly nested one level) replaced by any JSON value, or removed. */
const mutated = (valid: Record<string, unknown>) =>
  fc
    .record({
      key: fc.constantFrom(...Object.keys(valid), 'extra'),
      value: fc.oneof(fc.jsonValue(), fc.constant(undefined)),
    })
    .map(({ key, value }) => {
      const copy: Record<string, unknown> = structuredClone(valid)
      if (value === undefined) delete copy[key]
      else copy[key] = value
      return copy
    })

describe('every response parser under fuzz', () => {
  for (const [name, parse] of Object.entries(PARSERS)) {
    it(`${name}: arbitrary JSON parses or throws a ShapeError`, () => {
      fc.assert(
        fc.property(fc.jsonValue(), (json) => onlyShapeErrors(() => parse(json))),
        { numRuns: 300 },
      )
    })
    const valid = VALID[name]
    if (valid) {
      it(`${name}: the valid answer parses; any one field changed parses or throws a ShapeError`, () => {
        expect(() => parse(valid)).not.toThrow()
        fc.assert(
          fc.property(mutated(valid), (json) => onlyShapeErrors(() => parse(json))),
          { numRuns: 300 },
        )
      })
    }
  }

  it('parseErrorJSON never throws and returns only strings', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const body = shapes.parseErrorJSON(json)
        if (body !== null) {
          expect(typeof body.error).toBe('string')
          expect(typeof body.code).toBe('string')
        }
      }),
      { numRuns: 500 },
    )
  })

  it('a linked account of any known type with arbitrary fields parses or throws a ShapeError', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'wallet',
          'email',
          'phone',
          'google_oauth',
          'twitter_oauth',
          'custom_auth',
          'apple_oauth',
        ),
        fc.dictionary(fc.string(), fc.jsonValue()),
        (type, fields) => onlyShapeErrors(() => shapes.parseLinkedAccountJSON({ ...fields, type })),
      ),
      { numRuns: 300 },
    )
  })
})

describe('through the API client', () => {
  it('any 2xx body ends as the parsed value or an ApiError invalid_response, never another error', async () => {
    const api = createApi({ appId: TEST_APP_ID, apiUrl: TEST_API_URL, env: createTestEnv() })
    let body = ''
    server.use(http.post(`${TEST_API_URL}/api/v1/fuzz`, () => new HttpResponse(body, { status: 200 })))
    const text = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.string(),
      fc.constantFrom('', '{', 'null', '[]', '{"user":'),
    )
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom(...Object.values(PARSERS)), async (raw, parse) => {
        body = raw
        try {
          await api.request({ method: 'POST', path: '/api/v1/fuzz', parse, retry: false })
        } catch (error) {
          expect(isApiError(error)).toBe(true)
          expect((error as { code: string }).code).toBe('invalid_response')
        }
      }),
      { numRuns: 150 },
    )
  })

  it('any error body ends as an ApiError with a string message and code', async () => {
    const api = createApi({ appId: TEST_APP_ID, apiUrl: TEST_API_URL, env: createTestEnv() })
    let reply = { body: '', status: 400 }
    server.use(
      http.post(
        `${TEST_API_URL}/api/v1/fuzz-error`,
        () => new HttpResponse(reply.body, { status: reply.status }),
      ),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc.string(),
        ),
        fc.constantFrom(400, 401, 403, 404, 409, 413, 422, 429),
        async (body, status) => {
          reply = { body, status }
          try {
            await api.request({ method: 'POST', path: '/api/v1/fuzz-error', parse: shapes.parseIgnored })
            throw new Error('expected a rejection')
          } catch (error) {
            expect(isApiError(error)).toBe(true)
            expect(typeof (error as Error).message).toBe('string')
            expect(typeof (error as { code: unknown }).code).toBe('string')
            expect((error as { status: number }).status).toBe(status)
          }
        },
      ),
      { numRuns: 150 },
    )
  })
})
