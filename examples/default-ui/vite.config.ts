import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, loadEnv } from 'vite'
// A host imports these from '@latch/core'. Vite bundles a config file's relative imports but loads packages with
// Node, which would need core's build: inside this repo the config reaches core's source instead.
import { formatCsp, latchCsp } from '../../core/src/csp/index'
import { DEFAULT_API_URL, DEFAULT_LOCAL_RPC_URL, demoChains, demoFiatOnRamp } from './src/latch-options'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * The page's Content Security Policy: nothing but its own files, plus exactly what Latch needs (`latchCsp`: the
 * API, the chains' RPC nodes, the wallet frame, wallet icons) and the app's own backend. No inline script or
 * style, no eval. Served by `vite preview` (the e2e tests run under it); the dev server injects inline scripts
 * for hot reload, so it serves none.
 */
function contentSecurityPolicy(env: Record<string, string>): string {
  const apiUrl = env.VITE_LATCH_API_URL || DEFAULT_API_URL
  const page = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'"],
    'connect-src': ["'self'", ...(env.VITE_LATCH_BACKEND_URL ? [env.VITE_LATCH_BACKEND_URL] : [])],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  }
  const latch = latchCsp({
    apiUrl,
    config: {
      ...demoChains(env.VITE_LATCH_LOCAL_RPC_URL || DEFAULT_LOCAL_RPC_URL),
      fiatOnRamp: demoFiatOnRamp(apiUrl),
    },
  })
  return formatCsp(page, latch)
}

// The default-ui host: the app (index.html) and the screen gallery (gallery.html).
// `latch-source` makes the workspace packages resolve to their TypeScript sources, so no package build is needed.
export default defineConfig(({ mode }) => ({
  root,
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['latch-source', ...defaultClientConditions] },
  build: {
    rolldownOptions: {
      input: { main: `${root}index.html`, gallery: `${root}gallery.html` },
    },
  },
  server: { host: '127.0.0.1', port: 5740 },
  preview: {
    host: '127.0.0.1',
    port: 41740,
    strictPort: true,
    headers: { 'Content-Security-Policy': contentSecurityPolicy(loadEnv(mode, root, 'VITE_')) },
  },
}))
