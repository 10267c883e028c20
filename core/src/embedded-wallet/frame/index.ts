/**
 * Entry of the wallet frame bundle. It imports only the protocol, viem's local accounts, shamir-secret-sharing,
 * jose (device proofs), idb-keyval (the device store) and WebCrypto; never anything of the host side. The server
 * page carries the app id and the allowed origins in `<meta name="latch-frame">` (no inline script).
 */
import { createFrameApi } from './api'
import { createIndexedDbDeviceStore, createMemoryDeviceStore, type DeviceStore } from './device-store'
import { renderExportView } from './export-view'
import { frameHandlers } from './handlers'
import { createFrameMessenger } from './messenger'
import { renderPasskeyView } from './passkey-view'
import { createWebAuthnPrf } from './passkey-webauthn'
import { createTokenVerifier } from './token'
import { createFrameWallet, type ShareStorage } from './wallet'

interface FramePageConfig {
  appId: string
  allowedOrigins: string[]
}

function readConfig(): FramePageConfig | null {
  const meta = document.querySelector('meta[name="latch-frame"]')
  try {
    const value = JSON.parse(meta?.getAttribute('content') ?? '') as FramePageConfig
    if (typeof value.appId !== 'string' || !Array.isArray(value.allowedOrigins)) return null
    return value
  } catch {
    return null
  }
}

/**
 * The frame origin's IndexedDB; where the browser refuses it, memory (the wallet then lives as long as the page,
 * and a new page registers a new device). Opened on first use, so the cold start does not wait for it.
 */
function deviceStore(): DeviceStore {
  let ready: Promise<DeviceStore> | undefined
  const open = () => {
    ready ??= (async () => {
      try {
        const store = createIndexedDbDeviceStore()
        await store.get('probe')
        return store
      } catch {
        return createMemoryDeviceStore()
      }
    })()
    return ready
  }
  return {
    get: async (key) => (await open()).get(key),
    put: async (key, value) => (await open()).put(key, value),
    delete: async (key) => (await open()).delete(key),
  }
}

/** localStorage, where frames before device keys kept device shares (read to move them); null when blocked. */
function legacyShares(): ShareStorage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

function start() {
  const config = readConfig()
  if (!config) return
  const api = createFrameApi({
    baseUrl: location.origin,
    appId: config.appId,
    fetch: (i, init) => fetch(i, init),
  })
  const verifyToken = createTokenVerifier({
    appId: config.appId,
    loadJwks: () => api.jwks(),
    now: () => Date.now(),
  })
  const passkeyView = location.pathname.endsWith('/passkey')
  const wallet = createFrameWallet({
    appId: config.appId,
    api,
    devices: deviceStore(),
    legacyShares: legacyShares(),
    verifyToken,
    // the passkey ceremony runs only in the visible passkey view (on the person's click); the hidden frame has none
    ...(passkeyView ? { prf: createWebAuthnPrf(location.hostname) } : {}),
  })
  if (passkeyView || location.pathname.endsWith('/export')) {
    // the page's element for the view, inside its `main` landmark beside the (visually hidden) heading
    const view = {
      wallet,
      root: document.querySelector<HTMLElement>('[data-frame-root]') ?? document.body,
      location,
      parent: window.parent,
      allowedOrigins: config.allowedOrigins,
      listen: (listener: Parameters<Parameters<typeof renderExportView>[0]['listen']>[0]) =>
        window.addEventListener('message', (event) => listener(event)),
    }
    if (passkeyView) renderPasskeyView(view)
    else renderExportView(view)
    return
  }
  const onMessage = createFrameMessenger({
    parent: window.parent,
    allowedOrigins: config.allowedOrigins,
    handlers: frameHandlers(wallet),
  })
  window.addEventListener('message', (event) => void onMessage(event))
}

start()
