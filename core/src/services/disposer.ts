/** A collection of stops (unsubscribes, timer clears) run once, last added first. */

/** Collects unsubscribe functions and timers so `dispose` can run them all once. */
export function createDisposer(): { add(off: () => void): void; dispose(): void } {
  let offs: Array<() => void> = []
  return {
    add(off) {
      offs.push(off)
    },
    dispose() {
      const pending = offs
      offs = []
      for (const off of pending.reverse()) off()
    },
  }
}
