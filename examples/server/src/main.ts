/**
 * The repo's dev launcher: `tsx --conditions=latch-source examples/server/src/main.ts` (the installed package runs
 * `latch-server start`, the same server built to JavaScript). Configuration by environment variables (README.md).
 */
import { runServer } from './serve'

await runServer(process.env)
