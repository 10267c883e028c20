/**
 * The internal context every flow factory receives: `createXFlow(ctx)`. Built once per `createLatch()` call;
 * nothing here is a module-level singleton.
 */
import type { ReadableAtom, WritableAtom } from 'nanostores'
import type { Analytics } from './analytics/analytics.ts'
import type { Api } from './api/types.ts'
import type { AppConfig, ResolvedConfig } from './config/types.ts'
import type { LatchEnv } from './env.ts'
import type { Messages } from './messages.ts'
import type { AuthState, Session } from './session/types.ts'
import type { User } from './user/types.ts'

export interface LatchContext {
  readonly appId: string
  readonly apiUrl: string
  readonly env: LatchEnv
  /** The client config after `resolveConfig`, merged with the server app config once it is loaded. */
  readonly $config: ReadableAtom<ResolvedConfig>
  /** The server app config; null until loaded. */
  readonly $appConfig: WritableAtom<AppConfig | null>
  readonly messages: Messages
  readonly api: Api
  readonly session: Session
  readonly $auth: ReadableAtom<AuthState>
  readonly $user: ReadableAtom<User | null>
  readonly analytics: Analytics
}
