import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// The custom-theme host: the default UI kit with a theme of its own (createTheme plus stylesheet overrides).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['latch-source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5742 },
  preview: { host: '127.0.0.1', port: 41742, strictPort: true },
})
