import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// The wagmi host: wagmi's hooks over Latch's connector, with Latch's modal for login, signing and sending.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    conditions: ['latch-source', ...defaultClientConditions],
    // one @wagmi/core for wagmi and Latch's connector (the workspace installs a copy beside each)
    dedupe: ['@wagmi/core'],
  },
  server: { host: '127.0.0.1', port: 5744 },
  preview: { host: '127.0.0.1', port: 41744, strictPort: true },
})
