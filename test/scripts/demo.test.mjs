// `npm run demo` refuses to start beside another program on one of its ports (a second demo would talk to the first
// one's servers): it names the port and the variable that moves it, exits 2 and starts nothing.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
let held

afterEach(() => new Promise((done) => (held ? held.close(() => done()) : done())))

describe('npm run demo', () => {
  it('a taken port stops the start with its name and variable, before anything starts', async () => {
    held = createServer()
    const port = await new Promise((done) => held.listen(0, '127.0.0.1', () => done(held.address().port)))
    const child = spawn(process.execPath, [join(root, 'examples/server/scripts/demo.mjs')], {
      // the chain is skipped and the other ports are ones nothing here uses
      env: { ...process.env, PORT: String(port), DEMO_CHAIN_PORT: '0', DEMO_BACKEND_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (d) => {
      stderr += d
    })
    const code = await new Promise((done) => child.once('exit', done))
    expect(code).toBe(2)
    expect(stderr).toContain(`port ${port} on 127.0.0.1 is in use (the API server)`)
    expect(stderr).toContain('PORT=')
    expect(stderr).not.toContain('DEMO_BACKEND_PORT=')
  })
})
