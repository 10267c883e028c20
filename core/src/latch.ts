/**
 * `createLatch`: one headless Latch client. Validates the app id and config up front (throwing the exact
 * message), wires env, API client, session, analytics and flows, and touches no browser global until used, so
 * calling it during server rendering is safe.
 */

import type { ReadableAtom } from 'nanostores'
import { atom, computed } from 'nanostores'
import { createAnalytics } from './analytics/analytics'
import { type ApiAttempt, createApi } from './api/client'
import { parseAppConfigJSON } from './api/shapes'
import type { Api } from './api/types'
import { toAppConfig } from './config/app-config'
import { resolveConfig } from './config/resolve'
import type { AppConfig, LatchConfig, ResolvedConfig } from './config/types'
import { CLIENT_NAME, SDK_VERSION, SESSION_READY_TIMEOUT_MS } from './constants'
import type { CoreContext, LatchContext } from './context'
import { createDebug, debugRequested } from './debug/facade'
import type { LatchDebug } from './debug/types'
import type { LatchEnv } from './env'
import { createDefaultEnv, createSafeStorage } from './env'
import { isLatchError, LatchError } from './errors'
import { createFlows } from './flows/create-flows'
import type { FlowCommands, Flows } from './flows/list'
import { createIntl, type IntlState } from './intl/intl'
import type { Messages } from './messages'
import { pathOf } from './protocol/endpoint'
import { APP_CONFIG, SESSIONS_LOGOUT_ALL } from './protocol/endpoints'
import { hostCatalogue, isSameConfig, validateApiUrl, validateAppId } from './rules/config'
import { sessionLocks } from './session/locks'
import { createSession } from './session/session'
import type { AuthState } from './session/types'
import type { User } from './user/types'

/** Parameters of `createLatch`. */
export interface CreateLatchParameters {
  /** The app's id: exactly 25 characters. */
  appId: string
  /** Base URL of the auth API (the reference server in development). */
  apiUrl: string
  /** Client config; unset fields follow the server app config, then the defaults. @default {} */
  config?: LatchConfig
  /** Overrides of the browser environment (tests inject fakes and fake timers). @default createDefaultEnv() */
  env?: Partial<LatchEnv>
}

/** The core client's own surface; the flow commands are spread onto it too (see `Latch`). */
export interface LatchBase {
  readonly appId: string
  readonly apiUrl: string
  /** Loading until `ready()` settles, then authenticated or unauthenticated. */
  readonly $auth: ReadableAtom<AuthState>
  readonly $user: ReadableAtom<User | null>
  /** The server app config; null until `ready()` has loaded it. */
  readonly $appConfig: ReadableAtom<AppConfig | null>
  /**
   * Why `ready()` could not finish: the session restore or the app config load failed, or the API did not answer
   * within the 10 s bound `ready()` waits; null once both succeed. It is retryable: a later `ready()` (or, for the
   * session, `getAccessToken()`) tries again.
   */
  readonly $restoreError: ReadableAtom<LatchError | null>
  /** The resolved config: the host's config over the server's over the defaults. */
  readonly $config: ReadableAtom<ResolvedConfig>
  /** Messages with the host's overrides applied (`config.intl.messages`), in the locale's language once loaded. */
  readonly messages: Messages
  /**
   * The language in force: `locale`, its text direction `dir` ('rtl' for Arabic), the `messages`, and `status`
   * ('loading' while the locale's catalogue is on its way). English until the catalogue of `config.intl.locale` has
   * loaded (`ready()` waits for it).
   */
  readonly $intl: ReadableAtom<IntlState>
  /** Every flow's store and commands, for UIs that want them directly. */
  readonly flows: Flows
  /** Loads the server app config and restores the session; safe to call many times. */
  ready(): Promise<void>
  /** A valid access token (refreshed when needed), or null when signed out; rejects if the server cannot be reached. */
  getAccessToken(): Promise<string | null>
  /** Fetches the user again and returns it. */
  refreshUser(): Promise<User>
  /** Signs out on the server and locally. */
  logout(): Promise<void>
  /**
   * Signs the user out of every session of this app (every device and browser, this one included): the server ends
   * them all, then this page signs out as `logout()` does (other tabs follow). Rejects with `must_be_authenticated`
   * when signed out, or with the API's error (the session is then kept: nothing was ended).
   */
  logoutEverywhere(): Promise<void>
  /** Exchanges the session for a new pair plus a refresh token for a new session, which it returns. */
  forkSession(): Promise<string>
  /**
   * Replaces the host config at run time (e.g. `customAuth.isLoading` turning false). Throws the same `LatchError`
   * as `createLatch` for an invalid config and then keeps the previous one.
   */
  setConfig(config: LatchConfig): void
  /**
   * The flight recorder: when `config.debug` is on, the client's API calls, flow steps, commands and wallet
   * messages, without secrets, exportable as JSON for a support ticket (`latch.debug.export()`); empty otherwise.
   */
  readonly debug: LatchDebug
  /** Stops every flow's listeners and timers and listening to other tabs; stored tokens are kept. */
  destroy(): void
}

/** A Latch client: `LatchBase` plus every flow command (`initLoginWithEmail`, `loginWithCode`, ...). */
export type Latch = LatchBase & FlowCommands

/** Errors `createLatch` throws: `LatchError` with code 'invalid_app_id' or 'invalid_config'. */
export type CreateLatchErrorType = LatchError

/** Where a client keeps its internal context (read by `getLatchContext` of `@latch/core/internal`). */
export const LATCH_CONTEXT: unique symbol = Symbol.for('latch.context') as never

/** Creates a Latch client. Throws `LatchError` with the exact message on an invalid app id or config. */
export function createLatch(parameters: CreateLatchParameters): Latch {
  if (typeof parameters !== 'object' || parameters === null) {
    throw new LatchError('invalid_app_id', validateAppId(undefined) ?? '')
  }
  const { appId, apiUrl } = parameters
  let hostConfig = parameters.config
  const catalogue = hostCatalogue(hostConfig)
  const appIdError = validateAppId(appId, catalogue)
  if (appIdError) throw new LatchError('invalid_app_id', appIdError)
  const apiUrlError = validateApiUrl(apiUrl, catalogue)
  if (apiUrlError) throw new LatchError('invalid_config', apiUrlError)

  const base = createDefaultEnv(parameters.env)
  // Injected storages get the same guard as the defaults: one that throws (private mode, quota) falls back to memory.
  const env: LatchEnv = {
    ...base,
    storage: createSafeStorage(() => base.storage),
    sessionStorage: createSafeStorage(() => base.sessionStorage),
  }
  env.locks = sessionLocks(env, parameters.env !== undefined && 'locks' in parameters.env)
  const resolved = resolveConfig(hostConfig)
  const warned = new Set<string>()
  const warnOnce = (warnings: ReadonlyArray<{ message: string }>) => {
    for (const warning of warnings) {
      if (warned.has(warning.message)) continue
      warned.add(warning.message)
      env.logger.warn(warning.message)
    }
  }
  warnOnce(resolved.warnings)

  const $config = atom<ResolvedConfig>(resolved.config)
  const $appConfig = atom<AppConfig | null>(null)
  const intl = createIntl({
    locale: resolved.config.intl.locale,
    overrides: hostConfig?.intl?.messages,
    warn: (message) => env.logger.warn(message),
  })
  const messages = () => intl.messages
  // Only the chosen locale's login texts are fetched, right away; its wallet texts come with the wallet half.
  void intl.load()

  const debug = createDebug({
    enabled: debugRequested(hostConfig?.debug, env),
    capacity: typeof hostConfig?.debug === 'object' ? hostConfig.debug.capacity : undefined,
    now: () => env.clock.now(),
    meta: { appId, client: `${CLIENT_NAME}:${SDK_VERSION}` },
    load: () => import('./debug/recording'),
  })
  // The API client needs the session's token and the session needs the API: the getter closes the loop lazily.
  let session: ReturnType<typeof createSession> | undefined
  const api: Api = createApi({
    appId,
    apiUrl,
    env,
    getAccessToken: () => session?.getAccessToken() ?? Promise.resolve(null),
    messages,
    ...(debug.enabled ? { onAttempt: (a: ApiAttempt) => debug.record({ kind: 'api', ...a }) } : {}),
  })
  session = createSession({ appId, api, env, messages })
  const analytics = createAnalytics({ api, env })

  const core: CoreContext = {
    appId,
    apiUrl,
    env,
    $config,
    $appConfig,
    get messages() {
      return intl.messages
    },
    intl,
    api,
    session,
    $auth: session.$auth,
    $user: session.$user,
    analytics,
    debug,
  }
  const created = createFlows(core)
  const context = created.context

  async function loadAppConfig(): Promise<void> {
    const appConfig = toAppConfig(
      await api.request({
        ...APP_CONFIG,
        path: pathOf(APP_CONFIG, { appId }),
        parse: parseAppConfigJSON,
      }),
    )
    // Resolve before publishing anything, so an invalid merge leaves the previous state intact.
    const merged = resolveConfig(hostConfig, appConfig)
    warnOnce(merged.warnings)
    $appConfig.set(appConfig)
    $config.set(merged.config)
  }

  function setConfig(next: LatchConfig): void {
    if (isSameConfig(next, hostConfig)) return
    // Throws before anything changes: an invalid config leaves the previous one in force.
    const merged = resolveConfig(next, $appConfig.get())
    warnOnce(merged.warnings)
    hostConfig = next
    intl.configure(merged.config.intl.locale, next?.intl?.messages)
    $config.set(merged.config)
  }

  // Why the app config could not be loaded within the bound of ready() (or at all); null once it is loaded.
  const $configError = atom<LatchError | null>(null)
  const $restoreError = computed(
    [session.$restoreError, $configError],
    (restoreError, configError) => restoreError ?? configError,
  )
  let configLoad: Promise<void> | null = null
  /** One app config load at a time; a later ready() joins it (the first may still be under way after its bound). */
  function loadAppConfigOnce(): Promise<void> {
    configLoad ??= loadAppConfig().then(
      () => {
        configLoad = null
        $configError.set(null)
      },
      (error: unknown) => {
        configLoad = null
        throw error
      },
    )
    return configLoad
  }

  let readyPromise: Promise<void> | null = null
  let recorderAttached: Promise<void> = Promise.resolve()
  /**
   * Loads the app config and restores the session, settling within SESSION_READY_TIMEOUT_MS as a whole: an API that
   * hangs makes it reject with `client_request_timeout` (also in `$restoreError`) while the load goes on and
   * publishes the config when it arrives; a later ready() tries again.
   */
  function ready(): Promise<void> {
    readyPromise ??= (async () => {
      let timer: unknown
      const bound = new Promise<'timeout'>((resolve) => {
        timer = env.clock.setTimeout(() => resolve('timeout'), SESSION_READY_TIMEOUT_MS)
      })
      const load = loadAppConfigOnce()
      load.catch(() => undefined)
      const [appConfigResult] = await Promise.allSettled([
        Promise.race([load, bound]),
        session?.ready(),
        Promise.race([intl.load(), bound]),
        Promise.race([recorderAttached, bound]),
      ])
      env.clock.clearTimeout(timer)
      const timedOut = appConfigResult.status === 'fulfilled' && appConfigResult.value === 'timeout'
      if (appConfigResult.status === 'rejected' || timedOut) {
        // Allow a later ready() to try again (the server may have been briefly unreachable).
        readyPromise = null
        const error = timedOut
          ? new LatchError('client_request_timeout', intl.messages['error.requestTimeout'], {
              retryable: true,
            })
          : appConfigResult.status === 'rejected'
            ? appConfigResult.reason
            : null
        const thrown = isLatchError(error)
          ? error
          : new LatchError('unknown_error', String(error), { cause: error })
        $configError.set(thrown)
        throw thrown
      }
    })()
    return readyPromise
  }

  const latch: LatchBase = {
    appId,
    apiUrl,
    $auth: session.$auth,
    $user: session.$user,
    $appConfig,
    $restoreError,
    $config,
    get messages() {
      return intl.messages
    },
    $intl: intl.$intl,
    flows: created.flows,
    ready,
    getAccessToken: () => context.session.getAccessToken(),
    refreshUser: () => context.session.refreshUser(),
    logout: () => context.session.logout(),
    logoutEverywhere: async () => {
      await api.request({ ...SESSIONS_LOGOUT_ALL, parse: () => true })
      await context.session.logout()
    },
    forkSession: () => context.session.forkSession(),
    setConfig,
    debug,
    destroy: () => {
      debug.stop()
      created.dispose()
      session?.dispose()
    },
  }
  const client = Object.defineProperties(
    { ...created.commands },
    Object.getOwnPropertyDescriptors(latch),
  ) as unknown as Latch
  Object.defineProperty(client, LATCH_CONTEXT, { value: context, enumerable: false })
  // while recording, every flow's steps and every command's outcome go to the recorder once its code is in
  // (`ready()` waits for it, so everything after it is recorded)
  recorderAttached = debug.attach((recording) =>
    recording.instrument(
      (event) => debug.record(event),
      created.flows,
      client as unknown as Record<string, unknown>,
      Object.keys(created.commands),
      () => env.clock.now(),
    ),
  )
  return client
}

/** The internal context of a client made by `createLatch` (extensions and tests; not a stable API). */
export function getLatchContext(latch: Latch): LatchContext {
  const context = (latch as unknown as Record<symbol, LatchContext | undefined>)[LATCH_CONTEXT]
  if (!context) throw new LatchError('invalid_input', 'Not a Latch client made by createLatch')
  return context
}
