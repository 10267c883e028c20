import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

// The default-ui host: the app (index.html) and the screen gallery (gallery.html).
// `latch-source` makes the workspace packages resolve to their TypeScript sources, so no package build is needed.
export default defineConfig({
  root,
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['latch-source', ...defaultClientConditions] },
  build: {
    rolldownOptions: {
      input: { main: `${root}index.html`, gallery: `${root}gallery.html` },
    },
  },
  server: { host: '127.0.0.1', port: 5740 },
  preview: { host: '127.0.0.1', port: 41740, strictPort: true },
})
