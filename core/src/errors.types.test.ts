import { describe, expect, expectTypeOf, it } from 'vitest'
import { createHarness } from '../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../test/fixtures/msw/server'
import type { LatchError } from './errors'
import type { CreateWalletErrorType } from './flows/embedded-wallet/embedded-wallet.types'
import type { InitLoginWithOAuthErrorType } from './flows/oauth/oauth.types'
import type { LoginWithPasskeyErrorType } from './flows/passkey/passkey.types'
import type { SendTransactionErrorType } from './flows/send-transaction/send-transaction.types'

const server = useMswServer(createMswServer())

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('one error vocabulary: each command types the errors it may reject with', () => {
  it('a command error type narrows on its codes (and keeps every code a LatchError)', () => {
    expectTypeOf<SendTransactionErrorType>().toMatchTypeOf<LatchError>()
    expectTypeOf<LatchError<'insufficient_funds'>>().toMatchTypeOf<SendTransactionErrorType>()
    expectTypeOf<LatchError<'passkey_unsupported'>>().toMatchTypeOf<LoginWithPasskeyErrorType>()
    // a client-side code of another command is not one of this command's errors (only the server's may be any code)
    expectTypeOf<LatchError<'invalid_message'>>().not.toMatchTypeOf<CreateWalletErrorType>()
    expectTypeOf<LatchError<'passkey_unsupported'>>().not.toMatchTypeOf<SendTransactionErrorType>()
    // a host's switch is checked: a code no error of the command has is a type error
    const label = (error: LoginWithPasskeyErrorType) => {
      switch (error.code) {
        case 'passkey_unsupported':
          return 'no passkeys here'
        case 'passkey_cancelled':
          return 'canceled'
        default:
          return error.message
      }
    }
    expect(typeof label).toBe('function')
  })

  it('loginWithPasskey where the browser has no passkeys rejects with a code of LoginWithPasskeyErrorType', async () => {
    const h = await createHarness(server, { config: { loginMethods: { email: true, passkey: true } } })
    const error = (await rejection(h.latch.loginWithPasskey())) as LoginWithPasskeyErrorType
    expect(error.name).toBe('LatchError')
    const ceremony: ReadonlyArray<LoginWithPasskeyErrorType['code']> = [
      'passkey_cancelled',
      'passkey_failed',
      'passkey_not_allowed',
      'passkey_not_found',
      'passkey_unsupported',
    ]
    expect(ceremony).toContain(error.code)
  })

  it('initLoginWithOAuth for a provider the app does not offer rejects with invalid_input, a code of its type', async () => {
    const h = await createHarness(server)
    const error = (await rejection(
      h.latch.initLoginWithOAuth('not-a-provider' as never),
    )) as InitLoginWithOAuthErrorType
    expect(error.code).toBe('invalid_input' satisfies InitLoginWithOAuthErrorType['code'])
  })
})
