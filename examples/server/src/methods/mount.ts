/** Each listed login method's routes factory, by id (every method of `SERVER_METHODS` must have one). */
import { customJwtRoutes } from './custom-jwt/routes'
import { guestRoutes } from './guest/routes'
import type { ServerMethodId } from './list'
import type { MethodRoutesFactory } from './method'
import { oauthRoutes } from './oauth/routes'
import { passkeyRoutes } from './passkey/routes'
import { passwordlessRoutes } from './passwordless/routes'
import { siweRoutes } from './siwe/routes'
import { siwsRoutes } from './siws/routes'
import { fakeWidgetRoutes } from './telegram/fake-widget'
import { telegramRoutes } from './telegram/routes'

export const SERVER_METHOD_ROUTES: Readonly<Record<ServerMethodId, MethodRoutesFactory>> = {
  passwordless: (deps) => ({ api: passwordlessRoutes(deps) }),
  siwe: (deps) => ({ api: siweRoutes(deps) }),
  siws: (deps) => ({ api: siwsRoutes(deps) }),
  passkey: (deps) => ({ api: passkeyRoutes(deps) }),
  oauth: (deps) => {
    const { api, callback } = oauthRoutes(deps)
    return { api, public: callback }
  },
  custom_jwt: (deps) => ({ api: customJwtRoutes(deps) }),
  guest: (deps) => ({ api: guestRoutes(deps) }),
  telegram: (deps) => ({
    api: telegramRoutes(deps),
    ...(deps.config.devMode ? { public: fakeWidgetRoutes() } : {}),
  }),
}
