/** Binds the link store to its commands. */
import type { ReadableAtom } from 'nanostores'
import type { OAuthProvider } from '../../config/types'
import type { EmailFlow } from '../email/email.flow'
import type { OAuthFlow } from '../oauth/oauth.flow'
import type { FlowDeps } from '../shared/deps'
import type { SmsFlow } from '../sms/sms.flow'
import * as commands from './link.commands'
import { createLinkStore } from './link.store'
import type { LinkState, UnlinkOAuthParameters, UnlinkReturnType } from './link.types'

/** The link flow of one client. */
export interface LinkFlow {
  $state: ReadableAtom<LinkState>
  linkEmail(): void
  linkPhone(): void
  linkOAuth(provider: OAuthProvider): Promise<void>
  unlinkEmail(address: string): Promise<UnlinkReturnType>
  unlinkPhone(phoneNumber: string): Promise<UnlinkReturnType>
  unlinkOAuth(parameters: UnlinkOAuthParameters): Promise<UnlinkReturnType>
}

/** Creates the link flow over the email, SMS and OAuth flows. */
export function createLinkFlow(
  deps: FlowDeps & { email: EmailFlow; sms: SmsFlow; oauth: OAuthFlow },
): LinkFlow {
  const c = { ...deps, store: createLinkStore() }
  commands.watchLinkFlows(c)
  return {
    $state: c.store.$state,
    linkEmail: () => commands.linkEmail(c),
    linkPhone: () => commands.linkPhone(c),
    linkOAuth: (provider) => commands.linkOAuth(c, provider),
    unlinkEmail: (address) => commands.unlinkEmail(c, address),
    unlinkPhone: (phoneNumber) => commands.unlinkPhone(c, phoneNumber),
    unlinkOAuth: (parameters) => commands.unlinkOAuth(c, parameters),
  }
}
