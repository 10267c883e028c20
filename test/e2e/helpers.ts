/** Shared steps for the end-to-end specs: unique recipients, the dev outbox, typing a code. */
import { expect, type Page } from '@playwright/test'
import { SERVER_URL } from './env'

let counter = 0

/** A fresh email per call, so codes and per-recipient rate limits never collide between tests or runs. */
export function uniqueEmail(tag: string): string {
  counter++
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`
}

/** A fresh US number per call (555-01xx is reserved for fiction; libphonenumber accepts 201-555-xxxx). */
export function uniquePhone(): { national: string; e164: string } {
  counter++
  const line = String((Date.now() + counter) % 10_000).padStart(4, '0')
  return { national: `(201) 555-${line}`, e164: `+1201555${line}` }
}

interface OutboxEntry {
  channel: 'email' | 'sms'
  to: string
  code: string
  createdAt?: number
  id?: number
}

/** Reads the newest code sent to `to` from the reference server's dev outbox (GET /dev/outbox), waiting for it. */
export async function readCode(to: string, { after = 0 }: { after?: number } = {}): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const res = await fetch(`${SERVER_URL}/dev/outbox?to=${encodeURIComponent(to)}`)
        if (!res.ok) return undefined
        const body = (await res.json()) as OutboxEntry[] | { messages: OutboxEntry[] }
        const list = Array.isArray(body) ? body : body.messages
        const entry = list
          .filter((m) => m.to === to && (m.id ?? 0) > after)
          .sort((a, b) => (b.id ?? 0) - (a.id ?? 0))[0]
        found = entry?.code
        return found
      },
      { message: `a code for ${to} in the dev outbox`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/)
  return found as string
}

/** The login modal. */
export function dialog(page: Page) {
  return page.getByRole('dialog')
}

/** Types a 6-digit code into the code screen (the cells auto-submit on the sixth digit). */
export async function typeCode(page: Page, code: string) {
  const first = dialog(page).getByRole('textbox').first()
  await first.click()
  await page.keyboard.type(code)
}
