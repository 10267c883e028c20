/**
 * What a login method is on the server: a folder `methods/<id>/` with its routes (`routes.ts`), its rules without
 * HTTP (`service.ts`) and its descriptor (`method.ts`: id, account JSON, app config flags), listed in
 * `methods/list.ts` (`SERVER_METHODS`); its routes factory is keyed by its id in `methods/mount.ts` (a typed record:
 * a listed method without routes does not compile). The app mounts the routes, the app config shows the flags and
 * the user JSON maps the accounts by reading those; nothing else names the method. The descriptor holds no routes so
 * that the user JSON, which every route uses, can read it without importing a route.
 */
import type { AppConfigJSON, LinkedAccountJSON } from '@latch/core/protocol'
import type { Hono } from 'hono'
import type { AppSettings } from '../config'
import type { Deps, HonoEnv } from '../context'
import type { AccountRecord, UserRecord } from '../storage'

/** A method's routers, mounted at `API_PREFIX`. */
export interface MethodRoutes {
  /** Behind the app middleware: the `privy-app-id` header, the app's origins, idempotency keys. */
  api: Hono<HonoEnv>
  /** Before it, for callers that cannot send the app header (a provider's redirect back to the server). */
  public?: Hono<HonoEnv>
}

/** A stored account as the wire's linked account (a passkey account reads its user's passkey row and MFA). */
export type AccountToJSON = (account: AccountRecord, user?: UserRecord) => LinkedAccountJSON

/** Builds a method's routers, once per app. */
export type MethodRoutesFactory = (deps: Deps) => MethodRoutes

/** A login method of the server. */
export interface ServerMethod {
  /** The method's name (its folder, its key in `methods/mount.ts`). */
  readonly id: string
  /**
   * The wire JSON of each account type its logins and links store, by `AccountRecord.type`; a family of types named
   * by the app (`oidc:<id>_oauth`) is keyed with `*` for the id (`oidc:*_oauth`).
   */
  readonly accounts: Readonly<Record<string, AccountToJSON>>
  /** Its flags in the public app config (`GET /apps/:appId`): on or off from the app's settings. */
  appConfig(settings: AppSettings): Partial<AppConfigJSON>
}
