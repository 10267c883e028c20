/**
 * Entry of the wallet frame bundle. It imports only the protocol, viem's local accounts, shamir-secret-sharing
 * and WebCrypto; never anything of the host side. The server page carries the app id and the allowed origins
 * in `<meta name="latch-frame">` (no inline script).
 */
import { createFrameApi } from './api'
import { renderExportView } from './export-view'
import { createFrameMessenger } from './messenger'
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
 * The frame origin's localStorage; where the browser blocks it (third-party storage rules), a memory store: the
 * wallet then works for this page's life and a new page recovers it.
 */
function frameStorage(): ShareStorage {
  try {
    const storage = window.localStorage
    const probe = 'latch:probe'
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    const memory = new Map<string, string>()
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    }
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
  const wallet = createFrameWallet({ appId: config.appId, api, storage: frameStorage(), verifyToken })
  if (location.pathname.endsWith('/export')) {
    void renderExportView({ wallet, root: document.body, location, history })
    return
  }
  const onMessage = createFrameMessenger({
    parent: window.parent,
    allowedOrigins: config.allowedOrigins,
    handlers: {
      'privy:wallet:create': (d, { signal }) => wallet.create(d.accessToken, d.recoveryPassword, signal),
      'privy:wallet:connect': (d) => wallet.connect(d.accessToken, d.address),
      'privy:wallet:recover': (d) => wallet.recover(d.accessToken, d.address, d.recoveryPassword),
      'privy:wallet:rpc': (d) => wallet.rpc(d.accessToken, d.address, d.request),
      'privy:wallet:set-recovery-password': (d) =>
        wallet.setRecoveryPassword(d.accessToken, d.address, d.recoveryPassword),
      'privy:wallet:logout': async () => {
        wallet.forget()
        return {}
      },
    },
  })
  window.addEventListener('message', (event) => void onMessage(event))
}

start()
