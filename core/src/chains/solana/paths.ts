/**
 * The API paths of Sign In With Solana (apart from the signing code, so an unlink does not load it). Plain strings
 * rather than the `SIWS_*` descriptors' paths: the descriptor objects cost the eager bundle bytes it does not have;
 * `protocol.test.ts` checks the two agree.
 */
export const SIWS_PATHS = {
  init: '/api/v1/siws/init',
  login: '/api/v1/siws/authenticate',
  link: '/api/v1/siws/link',
  unlink: '/api/v1/siws/unlink',
} as const
