/**
 * `@latch/core/csp`: the Content Security Policy a host page needs for Latch. `latchCsp` and `formatCsp` build the
 * header where the host builds its own (a server, a framework's headers config, a build step); `checkCsp` runs in
 * the page and names in a console warning each source the page's policy refuses. A subpath of its own, so a
 * server or build config imports the policy without the browser client.
 */
// ── Building the policy ──────────────────────────────────────────────────────
export type {
  CspDirectiveName,
  CspDirectives,
  LatchCspErrorType,
  LatchCspOptions,
  LatchCspSource,
} from './csp'
export { formatCsp, latchCsp, latchCspSources } from './csp'
// ── Checking a page's policy ─────────────────────────────────────────────────
export type { CheckCspOptions, CspProblem } from './csp.check'
export { checkCsp } from './csp.check'
