/**
 * The flow list. `createFlows` builds these modules in order, each from the context and the flows listed before
 * it, and gathers their flows (`latch.flows`) and commands (spread onto the `Latch`). The `Flows` and
 * `FlowCommands` types are read off this list: adding a flow is its folder plus one entry here.
 */
import type { LatchContext } from '../context'
import { LatchError } from '../errors'
import { errorsModule } from '../services/errors/errors.service'
import type { FlowModule, FlowRoute, FlowServices } from '../services/flow-module'
import { flowOrderError } from '../services/flow-module'
import { modalModule } from '../services/modal/modal.service'
import { requestModule } from '../services/request/request.service'
import { routerModule } from '../services/router/router'
import { captchaModule } from './captcha/captcha.flow'
import { customAuthModule } from './custom-auth/custom-auth.flow'
import { emailModule } from './email/email.flow'
import { embeddedWalletModule } from './embedded-wallet/embedded-wallet.flow'
import { fiatModule } from './fiat/fiat.flow'
import { landingModule } from './landing/landing.flow'
import { linkModule } from './link/link.flow'
import { mfaModule } from './mfa/mfa.flow'
import { oauthModule } from './oauth/oauth.flow'
import { passwordlessModule } from './passwordless/passwordless.module'
import { sendTransactionModule } from './send-transaction/send-transaction.flow'
import { signModule } from './sign/sign.flow'
import { smsModule } from './sms/sms.flow'
import { walletsModule } from './wallets/wallets.flow'

/** Every flow module, in build order (a module may use the ones before it). `errors` stays last. */
export const FLOW_MODULES = [
  modalModule,
  captchaModule,
  landingModule,
  emailModule,
  smsModule,
  passwordlessModule,
  oauthModule,
  customAuthModule,
  linkModule,
  walletsModule,
  mfaModule,
  fiatModule,
  signModule,
  sendTransactionModule,
  embeddedWalletModule,
  requestModule,
  routerModule,
  errorsModule,
] as const

type Module = (typeof FLOW_MODULES)[number]
type FlowOf<M> = M extends FlowModule<string, infer F, object> ? F : never
type CommandsOf<M> = M extends FlowModule<string, unknown, infer C> ? C : never
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never

/** Every flow of one client by name (`latch.flows.email`, ...); flow-less modules (router, errors) are left out. */
export type Flows = { [M in Module as FlowOf<M> extends null ? never : M['name']]: FlowOf<M> }

/** Every command the flows put on a `Latch` (`initLoginWithEmail`, `loginWithCode`, `$modal`, ...). */
export type FlowCommands = UnionToIntersection<CommandsOf<Module>>

/** What `createFlows` returns. */
export interface CreatedFlows {
  flows: Flows
  commands: FlowCommands
  /** Disposes every flow, last built first; safe to call twice. */
  dispose(): void
}

/** Builds every flow module of one client, in list order. */
export function createFlows(
  ctx: LatchContext,
  modules: ReadonlyArray<FlowModule<string, unknown, object>> = FLOW_MODULES,
): CreatedFlows {
  const built = new Map<string, unknown>()
  const routes = new Map<string, FlowRoute>()
  const commands: Record<string, unknown> = {}
  const disposers: Array<() => void> = []
  const services: FlowServices = {
    get: <F>(module: FlowModule<string, F, object>): F => {
      if (!built.has(module.name)) throw flowOrderError(module.name)
      return built.get(module.name) as F
    },
    all: () =>
      [...built]
        .filter(([, flow]) => flow !== null)
        .map(([name, flow]) => {
          const route = routes.get(name)
          return route ? { name, flow, route } : { name, flow }
        }),
  }
  for (const module of modules) {
    if (built.has(module.name)) {
      throw new LatchError('invalid_flow_order', `Flow '${module.name}' is listed twice`)
    }
    const instance = module.create(ctx, services)
    built.set(module.name, instance.flow)
    if (instance.route) routes.set(module.name, instance.route)
    for (const [name, value] of Object.entries(instance.commands)) {
      if (name in commands) {
        throw new LatchError('invalid_flow_order', `Command '${name}' is defined by two flows`)
      }
      commands[name] = value
    }
    disposers.push(instance.dispose)
  }
  const flows = Object.fromEntries([...built].filter(([, flow]) => flow !== null)) as Flows
  let disposed = false
  return {
    flows,
    commands: commands as unknown as FlowCommands,
    dispose() {
      if (disposed) return
      disposed = true
      for (const dispose of disposers.reverse()) dispose()
    },
  }
}
