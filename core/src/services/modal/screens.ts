/**
 * How a flow declares its screens: a name (the wire and host contract), the type of the data it is opened with,
 * and whether it may show before login. A flow module lists them in `screens`; the client's screen names, the
 * `ScreenDataMap` type and the set of screens shown logged out are read off the module list.
 */

/** One screen: whether it may show to a person who is not logged in; `D` is the type of its data. */
export interface ScreenDeclaration<D = unknown> {
  readonly beforeLogin: boolean
  /** Carries the data type only (never set). */
  readonly data?: D
}

/** A flow's screens by name. */
export type ScreenDeclarations = Readonly<Record<string, ScreenDeclaration>>

/**
 * Declares a screen whose data is `D` (null for a screen opened without data).
 * `screen<{ provider: OAuthProvider }>({ beforeLogin: true })`.
 */
export function screen<D = null>(options: { beforeLogin?: boolean } = {}): ScreenDeclaration<D> {
  return { beforeLogin: options.beforeLogin ?? false }
}

/** The data type of each declared screen: `{ AWAITING_OAUTH_SCREEN: { provider: OAuthProvider } }`. */
export type ScreenDataOf<S> = { [K in keyof S]: S[K] extends ScreenDeclaration<infer D> ? D : never }

/** Every screen map: screen names to their data. */
export type ScreenMap = object
