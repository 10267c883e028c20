import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// The custom-ui host uses only @latch/core: no vanilla-extract, no @latch/react.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { conditions: ['latch-source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5741 },
  preview: { host: '127.0.0.1', port: 41741, strictPort: true },
})
