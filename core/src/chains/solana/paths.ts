/** The API paths of Sign In With Solana (apart from the signing code, so an unlink does not load it). */
export const SIWS_PATHS = {
  init: '/api/v1/siws/init',
  login: '/api/v1/siws/authenticate',
  link: '/api/v1/siws/link',
  unlink: '/api/v1/siws/unlink',
} as const
