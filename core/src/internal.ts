/**
 * @latch/core/internal: the parts `createLatch` is assembled from, for extensions (a flow module of your own),
 * alternative clients and tests. Not covered by semver: names here may change in any minor release.
 */

// ── API, session, analytics ──────────────────────────────────────────────────
export type { Analytics, AnalyticsPayload, CreateAnalyticsParameters } from './analytics/analytics'
export { createAnalytics } from './analytics/analytics'
export type { CreateApiParameters } from './api/client'
export { createApi, getClientAnalyticsId, setGrant } from './api/client'
export { ShapeError } from './api/shapes'
export type { Api, ApiRequest, Parser } from './api/types'
export type * as Wire from './api/wire'
// ── Config and user parsing ──────────────────────────────────────────────────
export { parseAppConfig, toAppConfig } from './config/app-config'
export { STORAGE_KEYS } from './constants'
// ── Client context ───────────────────────────────────────────────────────────
export type { ClientContext, CoreContext, CoreServices, LatchContext } from './context'
export { createDefaultEnv, createSafeStorage } from './env'
// ── Flow assembly ────────────────────────────────────────────────────────────
export type { CreatedFlows } from './flows/create-flows'
export { createFlows, FLOW_MODULES } from './flows/create-flows'
export type { RouteContext, RoutedFlow, RoutedState } from './flows/routes'
export { routeFor } from './flows/routes'
export { getLatchContext, LATCH_CONTEXT } from './latch'
export type { LoginEvent, SessionEventMap, SessionEvents } from './services/events/session-events'
export type { FlowInstance, FlowModule, FlowServices } from './services/flow-module'
export { createDisposer, defineFlowModule } from './services/flow-module'
export type {
  LinkChannel,
  LinkChannelKind,
  LinkChannels,
  LinkOutcome,
  LinkTargetOf,
} from './services/link-channels/link-channels.service'
export type { ScreenDataOf, ScreenDeclaration, ScreenDeclarations } from './services/modal/screens'
export { screen } from './services/modal/screens'
export type { FlowIntents, IntentMove, ScreenMoves } from './services/router/intents'
export { showScreen } from './services/router/intents'
export type { BoundRoute, FlowRoute, ModalAction } from './services/router/route.types'
export { bindRoute } from './services/router/route.types'
export type { SigningService, WrapperSlot } from './services/signing/signing.service'
export type { ProviderWrapper } from './services/signing/signing.types'
export type { WalletListService } from './services/wallet-list/wallet-list.service'
export type { CreateSessionParameters, LatchSession } from './session/session'
export { createSession } from './session/session'
export type { Session } from './session/types'
export { isEmbeddedWallet, latestOfType, parseUser, toLinkedAccount, toUser } from './user/parse'
