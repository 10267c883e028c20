/**
 * For the e2e processes that act as an app's backend (host-backend.ts, nextjs-host.ts): waits for the e2e server,
 * then gives the app a new secret with the `latch-server` CLI (same data dir), as an operator would.
 */
import { runCli } from '../../examples/server/src/cli'
import { SERVER_URL } from './env'

/** The app's new secret, once the e2e server answers (at most 60 s). `tag` prefixes the CLI's error lines. */
export async function rotateAppSecret(appId: string, dataDir: string, tag: string): Promise<string> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const up = await fetch(`${SERVER_URL}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error(`the e2e server did not answer on ${SERVER_URL}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  let out = ''
  const code = await runCli(['apps', 'rotate-secret', appId, '--json'], {
    out: (t) => {
      out += t
    },
    err: (t) => console.error(`[${tag}] ${t}`),
    env: { LATCH_DATA_DIR: dataDir },
    cwd: dataDir,
    now: () => Date.now(),
  })
  if (code !== 0) throw new Error(`latch-server apps rotate-secret exited ${code}`)
  return (JSON.parse(out) as { appSecret: string }).appSecret
}
