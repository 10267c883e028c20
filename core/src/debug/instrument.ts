/**
 * The flight recorder's hooks on one client: every flow's step changes and every public command's outcome and
 * duration. Installed only when recording is on, so a client without `config.debug` runs no extra code per call.
 */
import type { LatchEnv } from '../env'
import type { LatchDebug } from './recorder'

type Listenable = { listen(listener: (value: unknown) => void): () => void }

const hasState = (flow: unknown): flow is { $state: Listenable } =>
  typeof (flow as { $state?: { listen?: unknown } } | null)?.$state?.listen === 'function'

const codeOf = (error: unknown): string | number | undefined => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' || typeof code === 'number' ? code : undefined
}

/** True when the host asked for recording: `config.debug`, or `?latch_debug=1` on a loopback page. */
export function debugRequested(option: unknown, env: LatchEnv): boolean {
  if (option === true || (typeof option === 'object' && option !== null)) return true
  if (option === false) return false
  try {
    const url = env.location ? new URL(env.location.href()) : null
    return (
      url !== null &&
      ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) &&
      url.searchParams.get('latch_debug') === '1'
    )
  } catch {
    return false
  }
}

/**
 * Records each flow's step changes and wraps each command to record its outcome (its code when it fails) and
 * duration; returns the wrapped commands and the function that stops listening.
 */
export function instrument<C extends object>(
  debug: LatchDebug,
  created: { flows: object; commands: C },
  now: () => number,
): { commands: C; stop: () => void } {
  const stops: Array<() => void> = []
  for (const [flow, instance] of Object.entries(created.flows)) {
    if (!hasState(instance)) continue
    stops.push(
      instance.$state.listen((state) => {
        const step = (state as { step?: unknown } | null)?.step
        if (typeof step === 'string') debug.record({ kind: 'flow', flow, step })
      }),
    )
  }
  const commands = { ...created.commands } as Record<string, unknown>
  for (const [name, command] of Object.entries(commands)) {
    if (typeof command !== 'function') continue
    commands[name] = function (this: unknown, ...args: unknown[]) {
      const startedAt = now()
      const done = (outcome: 'ok' | 'error', error?: unknown) => {
        const code = outcome === 'error' ? codeOf(error) : undefined
        debug.record({
          kind: 'command',
          name,
          outcome,
          ms: now() - startedAt,
          ...(code === undefined ? {} : { code: String(code) }),
        })
      }
      let result: unknown
      try {
        result = command.apply(this, args)
      } catch (error) {
        done('error', error)
        throw error
      }
      if (result instanceof Promise) {
        return result.then(
          (value) => {
            done('ok')
            return value
          },
          (error: unknown) => {
            done('error', error)
            throw error
          },
        )
      }
      done('ok')
      return result
    }
  }
  const stop = () => {
    for (const unlisten of stops) unlisten()
  }
  return { commands: commands as C, stop }
}
