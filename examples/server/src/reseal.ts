/**
 * Data key rotation: re-sealing every stored secret under the current data key (`latch-server keys reseal`), and
 * the startup check that the keyring opens the secrets a server cannot run without.
 *
 * Re-sealing walks each kind of cell page by page; a cell whose values are all sealed under the current key is left
 * as it is (so a second run changes nothing), any other is rewritten with a compare-and-set, so a value written
 * meanwhile by a running server is never overwritten (the page is read again and the new value judged). One-time
 * code HMACs are not re-sealed: a code lives minutes, and a check tries every key of the ring until it expires.
 */
import { captchaSecretContext } from './captcha'
import { totpContext } from './domain/totp'
import { telegramBotTokenContext } from './methods/telegram/service'
import { oauthSecretContext } from './oauth/credentials'
import { PAYMASTER_SECRET } from './paymaster/signer'
import { type DataCrypto, DataKeyError } from './secrets'
import type { SealedCellKind, Storage } from './storage'
import { signingKeysName } from './tokens'
import { MASTER_SECRET } from './wallet-crypto'
import { webhookSecretContext } from './webhooks/secret'

/** What `keys reseal` counts, one entry per kind of secret. */
export const RESEAL_KINDS = [
  'wallet_master_key',
  'signing_keys',
  'totp',
  'pending_totp',
  'webhook_secret',
  'captcha_secret',
  'oauth_client_secret',
  'paymaster_signer_key',
  'telegram_bot_token',
] as const
export type ResealKind = (typeof RESEAL_KINDS)[number]

export interface ResealReport {
  /** Per kind: values moved to the current key, and values already sealed under it. */
  counts: Record<ResealKind, { resealed: number; current: number }>
  /** Values no key of the ring opens (nothing else is lost: they stay as they were). */
  failures: Array<{ kind: ResealKind; key: string; error: string }>
  /** The current key's id. */
  kid: string
}

/** One value found in a cell: its kind and whether it moved. */
type Found = { kind: ResealKind; changed: boolean }

/** A value of a cell that does not open, with the kind of secret it is. */
class ResealFailure extends Error {
  constructor(
    readonly kind: ResealKind,
    cause: unknown,
  ) {
    super(messageOf(cause), { cause })
  }
}

/** Re-seals one value under the current key (a plaintext legacy value gets sealed); throws when it does not open. */
function reseal(data: DataCrypto, value: string, context: string): { value: string; changed: boolean } {
  if (data.isCurrent(value)) return { value, changed: false }
  return { value: data.seal(data.open(value, context), context), changed: true }
}

/** The cell's text with every sealed value under the current key, and what was found; null: a cell with none. */
function resealCell(
  data: DataCrypto,
  kind: SealedCellKind,
  key: string,
  text: string,
): { text: string; found: Found[] } | null {
  const found: Found[] = []
  const one = (k: ResealKind, value: string, context: string) => {
    let r: ReturnType<typeof reseal>
    try {
      r = reseal(data, value, context)
    } catch (error) {
      throw new ResealFailure(k, error)
    }
    found.push({ kind: k, changed: r.changed })
    return r.value
  }
  switch (kind) {
    case 'secrets': {
      if (key === MASTER_SECRET) return { text: one('wallet_master_key', text, `secret:${key}`), found }
      if (key === PAYMASTER_SECRET) return { text: one('paymaster_signer_key', text, `secret:${key}`), found }
      if (!key.startsWith(signingKeysName(''))) return null
      const stored = JSON.parse(text) as Array<{ sealed: string }>
      const next = stored.map((k) => ({ ...k, sealed: one('signing_keys', k.sealed, key) }))
      return { text: found.some((f) => f.changed) ? JSON.stringify(next) : text, found }
    }
    case 'totp':
      return { text: one('totp', text, totpContext(key)), found }
    case 'pending_totp':
      return { text: one('pending_totp', text, totpContext(key)), found }
    case 'apps': {
      const settings = JSON.parse(text) as Record<string, unknown>
      const next = { ...settings }
      if (typeof settings.webhookSecret === 'string' && settings.webhookSecret)
        next.webhookSecret = one('webhook_secret', settings.webhookSecret, webhookSecretContext(key))
      if (typeof settings.captchaSecret === 'string' && settings.captchaSecret)
        next.captchaSecret = one('captcha_secret', settings.captchaSecret, captchaSecretContext(key))
      if (typeof settings.telegramBotToken === 'string' && settings.telegramBotToken)
        next.telegramBotToken = one(
          'telegram_bot_token',
          settings.telegramBotToken,
          telegramBotTokenContext(key),
        )
      // each app's own OAuth clients: { [provider]: { clientId, clientSecret, ... } }
      const clients = settings.oauthCredentials
      if (typeof clients === 'object' && clients !== null) {
        const resealed: Record<string, unknown> = {}
        for (const [provider, cred] of Object.entries(clients as Record<string, Record<string, unknown>>)) {
          const secret = cred?.clientSecret
          resealed[provider] =
            typeof secret === 'string' && secret
              ? {
                  ...cred,
                  clientSecret: one('oauth_client_secret', secret, oauthSecretContext(key, provider)),
                }
              : cred
        }
        next.oauthCredentials = resealed
      }
      if (found.length === 0) return null
      return { text: found.some((f) => f.changed) ? JSON.stringify(next) : text, found }
    }
  }
}

const CELL_KINDS: SealedCellKind[] = ['secrets', 'totp', 'pending_totp', 'apps']

/** Re-seals every stored secret under the current data key. Never throws for one value: failures are reported. */
export async function resealAll(
  storage: Storage,
  data: DataCrypto,
  opts: { pageSize?: number; maxRetries?: number } = {},
): Promise<ResealReport> {
  const pageSize = opts.pageSize ?? 200
  const maxRetries = opts.maxRetries ?? 5
  const counts = Object.fromEntries(
    RESEAL_KINDS.map((k) => [k, { resealed: 0, current: 0 }]),
  ) as ResealReport['counts']
  const failures: ResealReport['failures'] = []
  for (const kind of CELL_KINDS) {
    let after: string | null = null
    for (;;) {
      const settled = new Set<string>()
      let cells = await storage.listSealedCells(kind, { after, limit: pageSize })
      for (let attempt = 0; ; attempt++) {
        let conflicts = 0
        for (const cell of cells) {
          if (settled.has(cell.key)) continue
          let result: ReturnType<typeof resealCell>
          try {
            result = resealCell(data, kind, cell.key, cell.value)
          } catch (error) {
            settled.add(cell.key)
            const failure =
              error instanceof ResealFailure ? error : new ResealFailure(kindOf(kind, cell.key), error)
            failures.push({ kind: failure.kind, key: cell.key, error: failure.message })
            continue
          }
          if (!result) {
            settled.add(cell.key)
            continue
          }
          if (
            result.text !== cell.value &&
            !(await storage.replaceSealedCell(kind, cell.key, cell.value, result.text))
          ) {
            conflicts++
            continue
          }
          settled.add(cell.key)
          for (const f of result.found) counts[f.kind][f.changed ? 'resealed' : 'current']++
        }
        if (conflicts === 0) break
        if (attempt >= maxRetries) {
          for (const cell of cells)
            if (!settled.has(cell.key))
              failures.push({
                kind: kindOf(kind, cell.key),
                key: cell.key,
                error: 'changed by a running server at every try: run `keys reseal` again',
              })
          break
        }
        // a running server wrote meanwhile: read the page again and judge its new values
        cells = await storage.listSealedCells(kind, { after, limit: pageSize })
      }
      if (cells.length < pageSize) break
      after = (cells[cells.length - 1] as { key: string }).key
    }
  }
  return { counts, failures, kid: data.kid }
}

/** The kind of a cell that could not be read at all (malformed JSON): its main secret. */
function kindOf(kind: SealedCellKind, key: string): ResealKind {
  if (kind === 'secrets')
    return key === MASTER_SECRET
      ? 'wallet_master_key'
      : key === PAYMASTER_SECRET
        ? 'paymaster_signer_key'
        : 'signing_keys'
  if (kind === 'apps') return 'webhook_secret'
  return kind
}

const messageOf = (error: unknown) =>
  error instanceof DataKeyError ? error.message : `unreadable value (${(error as Error).message})`

/**
 * Opens the secrets a server cannot run without (the embedded wallet master key, every app's signing keys) with
 * the keyring, so a server started without the key they were sealed with refuses to start with a `DataKeyError`
 * naming that key's id and the setting to fix, instead of failing later on a user's request.
 */
export async function assertDataKeysOpen(storage: Storage, data: DataCrypto): Promise<void> {
  const master = await storage.getSecret(MASTER_SECRET)
  if (master) data.open(master, `secret:${MASTER_SECRET}`)
  for (const app of await storage.listApps()) {
    const name = signingKeysName(app.id)
    const raw = await storage.getSecret(name)
    if (!raw) continue
    for (const k of JSON.parse(raw) as Array<{ sealed: string }>) data.open(k.sealed, name)
  }
}
