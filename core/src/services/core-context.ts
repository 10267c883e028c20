/** What a client is made of before its services: env, config, messages, the API client, the session. */
import type { ReadableAtom, WritableAtom } from 'nanostores'
import type { Analytics } from '../analytics/analytics'
import type { Api } from '../api/types'
import type { AppConfig, ResolvedConfig } from '../config/types'
import type { LatchDebug } from '../debug/types'
import type { LatchEnv } from '../env'
import type { IntlService } from '../intl/intl'
import type { Messages } from '../messages'
import type { AuthState, Session } from '../session/types'
import type { User } from '../user/types'

/** What a client is made of, before its services. */
export interface CoreContext {
  readonly appId: string
  readonly apiUrl: string
  readonly env: LatchEnv
  /** The client config after `resolveConfig`, merged with the server app config once it is loaded. */
  readonly $config: ReadableAtom<ResolvedConfig>
  /** The server app config; null until loaded. */
  readonly $appConfig: WritableAtom<AppConfig | null>
  /** The texts in force (`intl.messages`). */
  readonly messages: Messages
  /** The language: locale, direction, texts; `intl.loadWalletMessages()` when the wallet half starts. */
  readonly intl: IntlService
  readonly api: Api
  readonly session: Session
  readonly $auth: ReadableAtom<AuthState>
  readonly $user: ReadableAtom<User | null>
  readonly analytics: Analytics
  /** The flight recorder (`latch.debug`); frame messages and provider requests are recorded when it is enabled. */
  readonly debug?: Pick<LatchDebug, 'enabled' | 'record'>
}
