/** The card funding screens' parts. */
export { FiatHint as Hint, FiatRoot as Root, FiatStatus as Status, FundedAddress as Address } from './Fiat'
