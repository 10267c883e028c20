/**
 * The server's login methods, each a folder `methods/<id>/`, in the order their flags show in the app config. The app config flags and the user JSON read this list;
 * the app mounts each method's routes from `methods/mount.ts`. Adding a method: its folder, one entry here and one
 * there (see the server README).
 */
import { customJwtMethod } from './custom-jwt/method'
import { guestMethod } from './guest/method'
import type { ServerMethod } from './method'
import { oauthMethod } from './oauth/method'
import { passkeyMethod } from './passkey/method'
import { passwordlessMethod } from './passwordless/method'
import { siweMethod } from './siwe/method'
import { siwsMethod } from './siws/method'
import { telegramMethod } from './telegram/method'

export const SERVER_METHODS = [
  siweMethod,
  siwsMethod,
  passwordlessMethod,
  passkeyMethod,
  oauthMethod,
  customJwtMethod,
  guestMethod,
  telegramMethod,
] as const satisfies readonly ServerMethod[]

/** Every flag the listed methods give the app config (the intersection of their `appConfig` answers). */
export type MethodAppFlags = UnionToIntersection<ReturnType<(typeof SERVER_METHODS)[number]['appConfig']>>

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never

/** The id of a listed method. */
export type ServerMethodId = (typeof SERVER_METHODS)[number]['id']
