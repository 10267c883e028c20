/** EMBEDDED_WALLET_SIGN_REQUEST_SCREEN's parts. */
export { SignButton, SignMessage as Message, SignRequestRoot as Root } from './parts'
