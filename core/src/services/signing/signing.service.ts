/**
 * The signing service: which wallet signs, and what a wallet provider is wrapped in when it is handed out. The sign
 * flow, the send-transaction flow and the embedded wallet flow meet here instead of looking each other up: the host's
 * signer (`flows.sign.setSigner`) wins, else the default one (the embedded wallet provides it); a provider handed
 * out goes through the send flow's wrapper (eth_sendTransaction on the review screen), then the sign flow's (a
 * prompt before personal_sign and typed data). A flow that is not built leaves its part empty.
 */
import type { Eip1193Requester, ProviderWrapper, WalletSigner, WalletSignerGetter } from './signing.types'

/** Where a handed-out provider's wrappers come from, applied in this order. */
export type WrapperSlot = 'send' | 'sign'
const SLOTS: readonly WrapperSlot[] = ['send', 'sign']

/** The signing service of one client. */
export interface SigningService {
  /** Sets the host's signer (null: back to the default). */
  setSigner(getter: WalletSignerGetter | null): void
  /** Sets the default signer (the embedded wallet's); returns the removal. */
  provideDefault(getter: WalletSignerGetter): () => void
  /**
   * The wallet to sign with: the host's, else the default; null when none. A provider made by the sign prompt is
   * signed with underneath (see `remember`), so an approved request is not prompted for twice.
   */
  current(): Promise<WalletSigner | null>
  /** Sets the wrapper of one slot; returns the removal. */
  provideWrapper(slot: WrapperSlot, wrapper: ProviderWrapper): () => void
  /** The provider with every provided wrapper applied ('send' first, then 'sign'). */
  wrap<P extends Eip1193Requester>(provider: P): P
  /** Records that `wrapped` prompts before signing with `inner`. */
  remember(wrapped: object, inner: Eip1193Requester): void
}

/** Creates the signing service, with nothing provided yet. */
export function createSigningService(): SigningService {
  let host: WalletSignerGetter | null = null
  let fallback: WalletSignerGetter | null = null
  const wrappers = new Map<WrapperSlot, ProviderWrapper>()
  const prompted = new WeakMap<object, Eip1193Requester>()
  return {
    setSigner(getter) {
      host = getter
    },
    provideDefault(getter) {
      fallback = getter
      return () => {
        if (fallback === getter) fallback = null
      }
    },
    async current() {
      const getter = host ?? fallback
      const signer = getter ? await getter() : null
      const inner = signer ? prompted.get(signer.provider) : undefined
      return signer && inner ? { ...signer, provider: inner } : signer
    },
    provideWrapper(slot, wrapper) {
      wrappers.set(slot, wrapper)
      return () => {
        if (wrappers.get(slot) === wrapper) wrappers.delete(slot)
      }
    },
    wrap(provider) {
      let wrapped = provider
      for (const slot of SLOTS) wrapped = wrappers.get(slot)?.(wrapped) ?? wrapped
      return wrapped
    },
    remember(wrapped, inner) {
      prompted.set(wrapped, inner)
    },
  }
}

/**
 * `provider` with only its `request` replaced: a proxy, so the provider's getters and listeners stay live. How the
 * sign and send flows wrap the provider they hand out.
 */
export function withRequest<P extends Eip1193Requester>(
  provider: P,
  request: Eip1193Requester['request'],
): P {
  return new Proxy(provider, {
    get: (target, key) => (key === 'request' ? request : Reflect.get(target, key, target)),
  })
}
