export type { LinkCommands, LinkFlow } from './link.flow'
export { linkModule } from './link.flow'
export { alreadyLinkedMessage, hasLinked } from './link.rules'
export type { LinkState, LinkTarget, UnlinkOAuthParameters, UnlinkReturnType } from './link.types'
