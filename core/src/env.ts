/**
 * Everything core takes from its surroundings comes through one `LatchEnv`, so that importing core on a server
 * never touches `window`, and tests inject fakes and fake timers. `createDefaultEnv()` reads globals lazily.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'

/** A synchronous key-value store (the subset of the Web Storage API core uses). */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** The clock: every delay goes through it. */
export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** A minimal logger. Core never passes tokens, codes or keys to it. */
export interface Logger {
  warn(message: string, ...rest: unknown[]): void
  error(message: string, ...rest: unknown[]): void
  debug?(message: string, ...rest: unknown[]): void
}

/** The address bar, for OAuth returns. */
export interface LocationLike {
  /** The current absolute URL. */
  href(): string
  /** Replace the current URL without navigation (history.replaceState). */
  replace(url: string): void
  /** Navigate away (OAuth redirect). */
  assign(url: string): void
}

/** The parts of the Web Locks API core uses. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

/** A BroadcastChannel-like channel. */
export interface ChannelLike {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  close(): void
}

/** One wallet announced by EIP-6963: its metadata and its EIP-1193 provider. */
export interface AnnouncedProviderLike {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: unknown
}

/** An EIP-6963 provider store (mipd's `createStore()` in a browser): announcements kept, deduplicated by uuid. */
export interface ProviderStoreLike {
  getProviders(): readonly AnnouncedProviderLike[]
  subscribe(
    listener: (providers: readonly AnnouncedProviderLike[]) => void,
    options?: { emitImmediately?: boolean },
  ): () => void
  destroy(): void
}

/** Where external browser wallets come from. */
export interface WalletHostLike {
  /** Starts listening for EIP-6963 announcements (mipd, loaded on first use). */
  createProviderStore(): Promise<ProviderStoreLike>
  /** The legacy injected provider (`window.ethereum`), read at call time. */
  injectedProvider(): unknown
}

/** The environment. Every field has a browser default; on a server the defaults are inert. */
export interface LatchEnv {
  fetch: typeof fetch
  /** Persistent storage (localStorage by default, memory when it throws or is absent). */
  storage: KeyValueStorage
  /** Per-tab storage (sessionStorage by default, memory fallback). */
  sessionStorage: KeyValueStorage
  clock: Clock
  logger: Logger
  /** Absent on a server. */
  location: LocationLike | undefined
  /** Absent where Web Locks are not supported. */
  locks: LockManagerLike | undefined
  /** Absent where BroadcastChannel is not supported. */
  createChannel: ((name: string) => ChannelLike) | undefined
  /** Random bytes (crypto.getRandomValues). */
  randomBytes(length: number): Uint8Array
  /** True in a browser window. */
  isBrowser: boolean
  /** Browser wallets (EIP-6963 and `window.ethereum`); absent on a server. */
  walletHost: WalletHostLike | undefined
  /** Opens a popup (the card provider's page); null when it was blocked. Absent on a server. */
  openWindow?: (url: string, name: string, features: string) => PopupLike | null
  /** The browser's user agent and touch points (`navigator`), read when needed; absent on a server. */
  device?: () => { userAgent: string; maxTouchPoints: number }
  /**
   * The browser's WebAuthn ceremonies. Absent by default: the passkey flow then loads `@simplewebauthn/browser`
   * on first use and calls `navigator.credentials`. Tests and non-browser hosts hand in their own.
   */
  webauthn?: WebAuthnLike
}

/** The WebAuthn ceremonies the passkey flow runs (the shape of `@simplewebauthn/browser`'s, as JSON). */
export interface WebAuthnLike {
  /** True when the browser can create and use passkeys at all. */
  supported(): boolean
  /** True when the browser offers passkeys in an input's autofill (`mediation: 'conditional'`). */
  autofillSupported(): Promise<boolean>
  /** `navigator.credentials.create` with the server's options; rejects when the person cancels. */
  create(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON>
  /**
   * `navigator.credentials.get`; with `conditional`, the request waits in the autofill of an input marked
   * `autocomplete="username webauthn"` until the person picks a passkey there.
   */
  get(
    options: PublicKeyCredentialRequestOptionsJSON,
    conditional: boolean,
  ): Promise<AuthenticationResponseJSON>
  /** Ends a ceremony in progress (its promise rejects with the name 'AbortError'). */
  cancel(): void
}

/** A popup opened by `env.openWindow`. */
export interface PopupLike {
  readonly closed: boolean
  close(): void
}

/** An in-memory storage. */
export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  }
}

/**
 * Wraps a storage so every call that throws (Safari private mode, quota, disabled cookies) falls back to memory,
 * for good: once the real storage fails, the fallback holds the state.
 */
export function createSafeStorage(getStorage: () => KeyValueStorage | undefined): KeyValueStorage {
  const memory = createMemoryStorage()
  let target: KeyValueStorage | undefined
  let failed = false
  const resolve = (): KeyValueStorage => {
    if (failed) return memory
    try {
      target ??= getStorage()
    } catch {
      failed = true
    }
    if (!target) failed = true
    return failed || !target ? memory : target
  }
  const guard = <T>(fn: (s: KeyValueStorage) => T): T => {
    const storage = resolve()
    if (storage === memory) return fn(memory)
    try {
      return fn(storage)
    } catch {
      failed = true
      return fn(memory)
    }
  }
  return {
    getItem: (key) => guard((s) => s.getItem(key)),
    setItem: (key, value) => guard((s) => s.setItem(key, value)),
    removeItem: (key) => guard((s) => s.removeItem(key)),
  }
}

const globalAny = globalThis as Record<string, unknown>

/** The browser environment, or an inert one on a server. Globals are read at call time, never at import. */
export function createDefaultEnv(overrides: Partial<LatchEnv> = {}): LatchEnv {
  const hasWindow = typeof globalAny.window === 'object' && globalAny.window !== null
  const win = hasWindow ? (globalAny.window as Window) : undefined
  const env: LatchEnv = {
    fetch: (input, init) => globalThis.fetch(input, init),
    storage: createSafeStorage(() => (win ? win.localStorage : undefined)),
    sessionStorage: createSafeStorage(() => (win ? win.sessionStorage : undefined)),
    clock: {
      now: () => Date.now(),
      setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    logger: {
      warn: (message, ...rest) => console.warn(`[latch] ${message}`, ...rest),
      error: (message, ...rest) => console.error(`[latch] ${message}`, ...rest),
    },
    location: win
      ? {
          href: () => win.location.href,
          replace: (url) => win.history.replaceState(win.history.state, '', url),
          assign: (url) => win.location.assign(url),
        }
      : undefined,
    locks:
      typeof navigator !== 'undefined' && (navigator as Navigator & { locks?: unknown }).locks
        ? {
            request: (name, callback) =>
              (navigator as Navigator).locks.request(name, callback) as Promise<
                Awaited<ReturnType<typeof callback>>
              >,
          }
        : undefined,
    createChannel:
      typeof globalAny.BroadcastChannel === 'function'
        ? (name) =>
            new (globalAny.BroadcastChannel as typeof BroadcastChannel)(name) as unknown as ChannelLike
        : undefined,
    randomBytes: (length) => globalThis.crypto.getRandomValues(new Uint8Array(length)),
    isBrowser: hasWindow,
    walletHost: win
      ? {
          createProviderStore: async () => (await import('mipd')).createStore() as ProviderStoreLike,
          injectedProvider: () => (win as unknown as { ethereum?: unknown }).ethereum,
        }
      : undefined,
    openWindow: win ? (url, name, features) => win.open(url, name, features) : undefined,
    device: win
      ? () => ({
          userAgent: win.navigator?.userAgent ?? '',
          maxTouchPoints: win.navigator?.maxTouchPoints ?? 0,
        })
      : undefined,
  }
  return { ...env, ...overrides }
}
