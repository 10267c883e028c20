/**
 * A reference server of its own for the console spec, reached as `localhost` (an operator passkey's relying party
 * id is the console's host, and must be a domain name). After it listens it prepares what the spec needs and prints
 * it as one JSON line: an owner and a support invite link, a person signed in by email (their refresh token) with a
 * wallet linked, and the demo app's current secret. Port and data dir from CONSOLE_SERVER_PORT, LATCH_DATA_DIR.
 */
import { demoAppSeed, startServer } from '@latch/server'
import { rotateAppSecret } from '../../examples/server/src/apps'
import { inviteOperator } from '../../examples/server/src/console/operators'

const port = Number(process.env.CONSOLE_SERVER_PORT)
const publicUrl = `http://localhost:${port}`
const running = await startServer({
  port,
  hostname: '127.0.0.1',
  publicUrl,
  devMode: true,
  dataDir: process.env.LATCH_DATA_DIR,
  apps: [demoAppSeed()],
  log: () => {},
})
const { app, deps } = running.server
const now = () => Math.floor(Date.now() / 1000)
const appId = demoAppSeed().id
const post = (path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'privy-app-id': appId },
    body: JSON.stringify(body),
  })
const email = `person-${Date.now()}@example.com`
await post('/api/v1/passwordless/init', { email })
const [sent] = await deps.storage.listOutbox({ to: email, kind: 'code', limit: 1 })
const auth = (await (
  await post('/api/v1/passwordless/authenticate', { email, code: sent?.code })
).json()) as {
  user: { id: string }
  refresh_token: string
}
const wallet = '0x2222222222222222222222222222222222222222'
await deps.storage.addAccount(
  appId,
  auth.user.id,
  { type: 'wallet', key: wallet, data: { address: wallet } },
  now(),
)
const owner = await inviteOperator(deps.storage, {
  email: 'owner@example.com',
  role: 'owner',
  publicUrl,
  now: now(),
})
const support = await inviteOperator(deps.storage, {
  email: 'support@example.com',
  role: 'support',
  publicUrl,
  now: now(),
})
const appSecret = await rotateAppSecret(deps.storage, appId, now())
console.log(
  JSON.stringify({
    ready: true,
    appId,
    ownerLink: owner.link,
    supportLink: support.link,
    person: { email, userId: auth.user.id, refreshToken: auth.refresh_token, wallet },
    appSecret,
  }),
)
const stop = async () => {
  await running.close()
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
