/**
 * The Next.js host for the end-to-end tests (started by test/playwright.config.ts): builds @latch/themes (the app
 * reads its build) and the app (`next build`, for the e2e server and the Next.js app), waits for the e2e server,
 * gives that app a secret with the `latch-server` CLI as an operator would, then runs `next start` on
 * 127.0.0.1:41745 with the secret in its environment (read by the route handler at run time).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { rotateAppSecret } from './app-secret'
import { NEXTJS_APP_ID, NEXTJS_PORT, SERVER_URL } from './env'

const dataDir = process.env.LATCH_DATA_DIR
if (!dataDir) throw new Error('LATCH_DATA_DIR is required (the e2e server data dir)')
const root = fileURLToPath(new URL('../..', import.meta.url))
const app = fileURLToPath(new URL('../../examples/nextjs', import.meta.url))
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_LATCH_API_URL: SERVER_URL,
  NEXT_PUBLIC_LATCH_APP_ID: NEXTJS_APP_ID,
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0)
    throw new Error(`[e2e-nextjs] ${command} ${args.join(' ')} exited ${result.status}`)
}

run('npm', ['run', 'build', '-w', '@latch/themes'], root)
run('npx', ['next', 'build'], app)

const appSecret = await rotateAppSecret(NEXTJS_APP_ID, dataDir, 'e2e-nextjs')

const next: ChildProcess = spawn(
  'npx',
  ['next', 'start', '--hostname', '127.0.0.1', '--port', String(NEXTJS_PORT)],
  { cwd: app, env: { ...env, LATCH_APP_SECRET: appSecret, LATCH_API_URL: SERVER_URL }, stdio: 'inherit' },
)
next.on('exit', (status) => process.exit(status ?? 0))
const stop = () => next.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
