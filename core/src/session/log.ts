import { isLatchError } from '../errors'

/** The error's code only, for the session's log lines: error messages from a server may echo request data. */
export function codeOf(error: unknown): string {
  return isLatchError(error) ? error.code : 'unknown_error'
}
