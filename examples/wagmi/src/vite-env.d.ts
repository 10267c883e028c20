/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Latch API base URL. @default 'http://127.0.0.1:8787' */
  readonly VITE_LATCH_API_URL?: string
  /** The app id (25 characters). @default the reference server's seeded demo app */
  readonly VITE_LATCH_APP_ID?: string
  /** The local hardhat chain's RPC url. @default 'http://127.0.0.1:8545' */
  readonly VITE_LATCH_LOCAL_RPC_URL?: string
}
