/** The card funding flow: the prompt, the provider's window and the status screen. */
export type { FiatCommands, FiatFlow } from './fiat.flow'
export { fiatModule, ON_RAMP_WINDOW_NAME } from './fiat.flow'
export type { FiatState, FundWalletOptions, FundWalletReturnType } from './fiat.types'
