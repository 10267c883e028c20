'use client'
import { useCallback, useMemo, useSyncExternalStore } from 'react'

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null
}

/** Whether a media query matches; false on the server and where `matchMedia` is missing. */
export function useMediaQuery(query: string): boolean {
  // One list per query for the component's life: React reads the snapshot on every render (twice), and each
  // `matchMedia()` call builds a new list and evaluates the query (a tenth of a second per page render with many
  // modals on one page, as in the screen gallery).
  const list = useMemo(() => mediaList(query), [query])
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!list) return () => {}
      list.addEventListener('change', notify)
      return () => list.removeEventListener('change', notify)
    },
    [list],
  )
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? false,
    () => false,
  )
}
