export type { LandingFlow } from './landing.flow'
export { landingModule } from './landing.flow'
export { groupOptions, groupOrder, landingViews } from './landing.rules'
export type { LandingModel, LandingOption, LoginGroup } from './landing.types'
