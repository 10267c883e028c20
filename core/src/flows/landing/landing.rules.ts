/** Pure landing rules: option order, the 4-option limit, overflow entries. */
import type { LoginMethod, OAuthProvider, ResolvedConfig } from '../../config/types'
import { LANDING_MAX_OPTIONS, OAUTH_PROVIDERS } from '../../constants'
import type { LandingView } from '../modal/modal.types'
import type { LandingOption, LoginGroup } from './landing.types'

type LandingConfig = Pick<ResolvedConfig, 'appearance'> & { loginMethods: Record<LoginMethod, boolean> }

/** The web2 options in order (email, SMS, socials as listed in OAUTH_PROVIDERS) and the web3 option. */
export function groupOptions(config: LandingConfig): Record<LoginGroup, LandingOption[]> {
  const display = config.appearance.hideDirectWeb2Inputs ? 'button' : 'input'
  const on = config.loginMethods
  const web2: LandingOption[] = []
  if (on.email) web2.push({ type: 'email', group: 'web2', display })
  if (on.sms) web2.push({ type: 'sms', group: 'web2', display })
  for (const provider of OAUTH_PROVIDERS as readonly OAuthProvider[]) {
    if (on[provider]) web2.push({ type: 'oauth', group: 'web2', provider })
  }
  const web3: LandingOption[] = on.wallet ? [{ type: 'wallet', group: 'web3' }] : []
  return { web2, web3 }
}

/** web3 first when `loginGroupPriority` is 'web3-first' or `showWalletLoginFirst` is on. */
export function groupOrder(config: Pick<ResolvedConfig, 'appearance'>): [LoginGroup, LoginGroup] {
  const web3First =
    config.appearance.loginGroupPriority === 'web3-first' || config.appearance.showWalletLoginFirst === true
  return web3First ? ['web3', 'web2'] : ['web2', 'web3']
}

/**
 * Every view's entries. Default: the groups in order, at most 4 options; when some are cut, one overflow entry per
 * group that lost options, leading to that group's overflow view (which lists the whole group).
 */
export function landingViews(config: LandingConfig): Record<LandingView, LandingOption[]> {
  const groups = groupOptions(config)
  const ordered = groupOrder(config).flatMap((group) => groups[group])
  const shown = ordered.slice(0, LANDING_MAX_OPTIONS)
  const cut = new Set(ordered.slice(LANDING_MAX_OPTIONS).map((option) => option.group))
  const overflow: LandingOption[] = groupOrder(config)
    .filter((group) => cut.has(group))
    .map((group) => ({ type: 'overflow', group, view: group === 'web2' ? 'web2-overflow' : 'web3-overflow' }))
  return { default: [...shown, ...overflow], 'web2-overflow': groups.web2, 'web3-overflow': groups.web3 }
}
