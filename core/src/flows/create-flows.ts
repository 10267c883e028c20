/**
 * `createFlows`: builds the core services of one client (the modal, the pending request, the session's events,
 * the error channel, the step-up) and then every flow module of a list, each from the context alone; the router follows every
 * flow's route rule, and the error channel hears every flow's failures.
 */
import type { ClientContext, CoreContext } from '../context'
import { LatchError } from '../errors'
import { createCaptchaService } from '../services/captcha/captcha.service'
import { createErrorChannel } from '../services/errors/errors.service'
import { createSessionEvents } from '../services/events/session-events'
import type { FlowInstance, FlowModule, FlowServices } from '../services/flow-module'
import { flowOrderError } from '../services/flow-module'
import { createLinkChannels } from '../services/link-channels/link-channels.service'
import { createModalService } from '../services/modal/modal.service'
import { createRequestService } from '../services/request/request.service'
import { coreScreenMoves } from '../services/router/core-intents'
import { createIntentService } from '../services/router/intents'
import type { BoundRoute, FlowRoute } from '../services/router/route.types'
import { bindRoute } from '../services/router/route.types'
import { createRouter } from '../services/router/router'
import { createSigningService } from '../services/signing/signing.service'
import { createStepUp } from '../services/step-up/step-up.service'
import { createWalletListService } from '../services/wallet-list/wallet-list.service'
import type { FlowCommands, Flows } from './list'
import { FLOW_MODULES, screensOf } from './list'

/** What `createFlows` returns. */
export interface CreatedFlows {
  flows: Flows
  commands: FlowCommands
  /** The whole context the flows were built with (the client's, plus its services). */
  context: ClientContext
  /** Disposes every flow and service, last built first; safe to call twice. */
  dispose(): void
}

function hasState(flow: unknown): flow is { $state: Parameters<typeof bindRoute>[0] } {
  const $state = (flow as { $state?: { listen?: unknown; get?: unknown } } | null)?.$state
  return typeof $state?.listen === 'function' && typeof $state.get === 'function'
}

/** A flow instance's route as a bound route (a bare rule follows the flow's `$state`). */
function boundRouteOf(instance: FlowInstance<unknown, object>): BoundRoute | null {
  const route = instance.route
  if (!route) return null
  if (typeof route !== 'function') return route
  return hasState(instance.flow) ? bindRoute(instance.flow.$state, route as FlowRoute<unknown>) : null
}

/** Builds the services and every flow module of one client, in list order. */
export function createFlows(
  base: CoreContext,
  modules: ReadonlyArray<FlowModule<string, unknown, object>> = FLOW_MODULES,
): CreatedFlows {
  const modal = createModalService(base, screensOf(modules))
  const requests = createRequestService(base, modal)
  const sessionEvents = createSessionEvents(base.session, base.$auth)
  // A session that ends leaves no prompt behind for the next person who signs in on the page.
  const offLogout = sessionEvents.events.on('logout', requests.endSession)
  const errors = createErrorChannel(base, modal)
  const captcha = createCaptchaService(base)
  const router = createRouter(base, modal)
  const intents = createIntentService(modal.$state, router.apply, coreScreenMoves)
  // The client's context plus the services; `messages` stays a getter, so a new config's texts reach every flow.
  const ctx: ClientContext = {
    appId: base.appId,
    apiUrl: base.apiUrl,
    env: base.env,
    $config: base.$config,
    $appConfig: base.$appConfig,
    get messages() {
      return base.messages
    },
    intl: base.intl,
    api: base.api,
    session: sessionEvents.session,
    $auth: base.$auth,
    $user: base.$user,
    analytics: base.analytics,
    ...(base.debug ? { debug: base.debug } : {}),
    modal,
    intents,
    captcha,
    requests,
    events: sessionEvents.events,
    errors,
    stepUp: createStepUp(),
    signing: createSigningService(),
    walletList: createWalletListService(),
    linkChannels: createLinkChannels(),
  }

  const built = new Map<string, unknown>()
  const instances: Array<{ name: string; instance: FlowInstance<unknown, object> }> = []
  const commands: Record<string, unknown> = {}
  const services: FlowServices = {
    get: <F>(module: FlowModule<string, F, object>): F => {
      if (!built.has(module.name)) throw flowOrderError(module.name)
      return built.get(module.name) as F
    },
    all: () => [...built].filter(([, flow]) => flow !== null).map(([name, flow]) => ({ name, flow })),
  }
  for (const module of modules) {
    if (built.has(module.name)) {
      throw new LatchError('invalid_flow_order', `Flow '${module.name}' is listed twice`)
    }
    const instance = module.create(ctx, services)
    built.set(module.name, instance.flow)
    instances.push({ name: module.name, instance })
    for (const [name, value] of Object.entries(instance.commands)) {
      if (name in commands) {
        throw new LatchError('invalid_flow_order', `Command '${name}' is defined by two flows`)
      }
      commands[name] = value
    }
  }

  // Reactions start once every flow is built: the router follows each flow's route rule (and the request's) and
  // carries out each flow's intents, the error channel hears each flow's 'error' step.
  const stops: Array<() => void> = []
  for (const { instance } of instances) {
    const route = boundRouteOf(instance)
    if (route) stops.push(router.follow(route))
  }
  stops.push(router.follow(requests.route))
  for (const { name, instance } of instances) {
    if (hasState(instance.flow)) stops.push(errors.follow(name, instance.flow.$state))
  }
  errors.listen()
  intents.declare(instances.flatMap(({ instance }) => instance.intents ?? []))

  const flows = Object.fromEntries([...built].filter(([, flow]) => flow !== null)) as Flows
  let disposed = false
  return {
    flows,
    commands: commands as unknown as FlowCommands,
    context: ctx,
    dispose() {
      if (disposed) return
      disposed = true
      for (const stop of stops.reverse()) stop()
      errors.dispose()
      for (const { instance } of instances.reverse()) instance.dispose()
      offLogout()
      requests.dispose()
      captcha.dispose()
      modal.dispose()
      sessionEvents.dispose()
    },
  }
}

export type { FlowCommands, Flows } from './list'
export { FLOW_MODULES } from './list'
