/**
 * The sign-request flow's implementation, loaded with `import()` on first use (one chunk): the message and
 * typed-data rules, the screen's prompt, the commands and the provider calls with their typed errors.
 */
export { sign } from './sign.commands'
export { providerRequest } from './sign.provider'
export type { SignInput } from './sign.rules'
export { checkMessage, checkTypedData, PROMPTED_METHODS } from './sign.rules'
