/** LINK_EMAIL_SCREEN's parts. */
export { LinkEmailRoot as Root } from './parts'
