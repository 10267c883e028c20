/**
 * Instances on one PostgreSQL database judge time by the database's clock. Every time rule that two instances share
 * (a refresh token's 10 s reuse window, a code's or a nonce's expiry, a rate-limit window) compares a time one
 * instance wrote with the time another instance reads: with machine clocks 15 s apart, a token rotated by the slow
 * instance and presented again to the fast one 1 s later looked 16 s old and revoked the whole session family (a
 * false reuse), and a code written by the slow instance expired 15 s early on the fast one. So at start an instance
 * measures its clock's offset from the database's (the midpoint of a round trip, best of 5) and, when it is 1 s or
 * more, runs on the database's time: `now() = machine clock + offset`.
 */
import { postgresClient } from './postgres'

/** Offsets below this are left alone (round trips and scheduling make smaller ones noise). */
export const CLOCK_OFFSET_MIN_MS = 1000

/** The database's clock minus `now()` in ms, from the round trip with the smallest delay of `samples`. */
export async function databaseClockOffsetMs(
  databaseUrl: string,
  now: () => number,
  samples = 5,
): Promise<number> {
  const sql = postgresClient(databaseUrl, { max: 1 })
  try {
    let best = { delay: Number.POSITIVE_INFINITY, offset: 0 }
    for (let i = 0; i < samples; i++) {
      const sent = now()
      const [row] =
        (await sql`SELECT (extract(epoch from clock_timestamp()) * 1000)::float8 AS ms`) as Array<{
          ms: number
        }>
      const received = now()
      const delay = received - sent
      if (row && delay < best.delay) best = { delay, offset: row.ms - (sent + received) / 2 }
    }
    return Math.round(best.offset)
  } finally {
    await sql.end({ timeout: 5 })
  }
}

/**
 * The offset to add to `now` to run on the database's time: 0 when the two are less than `CLOCK_OFFSET_MIN_MS`
 * apart or the database cannot be asked (then the machine's clock serves, as before).
 */
export async function databaseClockOffset(
  databaseUrl: string,
  now: () => number,
  log: (line: string) => void,
): Promise<number> {
  let offset: number
  try {
    offset = await databaseClockOffsetMs(databaseUrl, now)
  } catch {
    log("clock: the database clock could not be read; this machine's clock is used")
    return 0
  }
  if (Math.abs(offset) < CLOCK_OFFSET_MIN_MS) return 0
  log(
    `clock: this machine's clock is ${(offset / 1000).toFixed(1)} s off the database's; the database's time is used (check NTP)`,
  )
  return offset
}
