import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

// The demo's fallback page; `latch-source` resolves @latch/core to its TypeScript sources.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['latch-source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173 },
})
