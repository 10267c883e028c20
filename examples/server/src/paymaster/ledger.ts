/**
 * What the paymaster spends per user per UTC day. A tiny interface so that storage can move under it: the reference
 * server keeps it in memory (a restart forgets the day's spend; one instance only), see the README's paymaster
 * section.
 */
export interface SpendLedger {
  /** Adds `amount` to the key's spend for `day` when the total stays within `cap`; false (nothing added) otherwise. */
  reserve(key: string, day: number, amount: bigint, cap: bigint): Promise<boolean>
  /** The key's spend for `day`. */
  spent(key: string, day: number): Promise<bigint>
}

export function memoryLedger(): SpendLedger {
  const days = new Map<number, Map<string, bigint>>()
  return {
    async reserve(key, day, amount, cap) {
      // days before yesterday are never asked for again
      for (const d of days.keys()) if (d < day - 1) days.delete(d)
      const spend = days.get(day) ?? new Map<string, bigint>()
      days.set(day, spend)
      const next = (spend.get(key) ?? 0n) + amount
      if (next > cap) return false
      spend.set(key, next)
      return true
    },
    async spent(key, day) {
      return days.get(day)?.get(key) ?? 0n
    },
  }
}
