/** Headers to read: anything with `get` (a Fetch `Headers`, Next.js's read-only headers), or Node's `req.headers`. */
export type HeaderSource =
  | { get(name: string): string | null }
  | Record<string, string | string[] | undefined>

/** One header (`name` in lower case; an array value gives its first item). */
export function headerOf(headers: HeaderSource, name: string): string | undefined {
  let value: string | string[] | null | undefined
  if (typeof headers.get === 'function') value = (headers as Headers).get(name)
  else {
    const record = headers as Record<string, string | string[] | undefined>
    const key = Object.keys(record).find((k) => k.toLowerCase() === name)
    value = key === undefined ? undefined : record[key]
  }
  return (Array.isArray(value) ? value[0] : value) ?? undefined
}
