/** LINK_PHONE_SCREEN's parts. */
export { LinkPhoneRoot as Root } from './parts'
