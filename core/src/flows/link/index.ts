export type { LinkFlow } from './link.flow'
export { createLinkFlow } from './link.flow'
export { alreadyLinkedMessage, hasLinked } from './link.rules'
export type { LinkState, LinkTarget, UnlinkOAuthParameters, UnlinkReturnType } from './link.types'
