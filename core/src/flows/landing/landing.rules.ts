/** Pure landing rules: option order, the 4-option limit, overflow entries. */
import type { LoginMethod, ResolvedConfig } from '../../config/types'
import { LANDING_MAX_OPTIONS } from '../../constants'
import type { LandingView } from '../../services/modal/modal.types'
import { LOGIN_METHOD_LIST } from '../../user/methods/list'
import type { LandingOption, LoginGroup } from './landing.types'

type LandingConfig = Pick<ResolvedConfig, 'appearance'> & {
  loginMethods: Record<LoginMethod, boolean>
  oidcProviders?: ResolvedConfig['oidcProviders']
}

/**
 * The web2 options and the web3 ones, each in the order of the method list (email, SMS, passkey, socials as listed
 * in OAUTH_PROVIDERS, then the app's own OpenID Connect providers in the server's order; the wallet): every method that
 * is on, as its descriptor offers it.
 */
export function groupOptions(config: LandingConfig): Record<LoginGroup, LandingOption[]> {
  const display = config.appearance.hideDirectWeb2Inputs ? 'button' : 'input'
  const groups: Record<LoginGroup, LandingOption[]> = { web2: [], web3: [] }
  for (const method of LOGIN_METHOD_LIST) {
    if (config.loginMethods[method.id]) {
      const option = method.landing(display)
      groups[option.group].push(option)
    }
  }
  for (const { id, name, icon } of config.oidcProviders ?? []) {
    groups.web2.push({ type: 'oauth', group: 'web2', provider: id, name, icon })
  }
  return groups
}

/** The groups in `loginGroupPriority` order (its default follows `showWalletLoginFirst`, see resolveConfig). */
export function groupOrder(config: Pick<ResolvedConfig, 'appearance'>): [LoginGroup, LoginGroup] {
  return config.appearance.loginGroupPriority === 'web3-first' ? ['web3', 'web2'] : ['web2', 'web3']
}

/**
 * Every view's entries. Default: the groups in priority order, at most 4 options, keeping the first option of the
 * second group in view; when options are cut, one overflow entry leads to the overflow view of the group that lost
 * the most (each overflow view lists its whole group).
 */
export function landingViews(config: LandingConfig): Record<LandingView, LandingOption[]> {
  const groups = groupOptions(config)
  const [first, second] = groupOrder(config)
  const ordered = [...groups[first], ...groups[second]]
  const views = { 'web2-overflow': groups.web2, 'web3-overflow': groups.web3 }
  if (ordered.length <= LANDING_MAX_OPTIONS) return { default: ordered, ...views }
  const secondFirst = groups[second][0]
  const shown =
    secondFirst && !ordered.slice(0, LANDING_MAX_OPTIONS).includes(secondFirst)
      ? [...ordered.slice(0, LANDING_MAX_OPTIONS - 1), secondFirst]
      : ordered.slice(0, LANDING_MAX_OPTIONS)
  const cut = ordered.filter((option) => !shown.includes(option))
  const lost = (group: LoginGroup) => cut.filter((option) => option.group === group).length
  const group = lost(second) > lost(first) ? second : first
  const overflow: LandingOption = {
    type: 'overflow',
    group,
    view: group === 'web2' ? 'web2-overflow' : 'web3-overflow',
  }
  return { default: [...shown, overflow], ...views }
}
