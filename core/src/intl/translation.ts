/**
 * A translation of one `messages/en.ts` (or `en.wallet.ts`) module: a text for each of its keys and no other key.
 * Each `messages/<tag>.ts` ends in `satisfies Translation<typeof en>`, so the compiler names a key that is missing
 * or left over. This module imports nothing: a flow's texts depend on their own English file and on this type only,
 * never on the assembled catalogues above them (`npm run check:graph` keeps it so).
 */
export type Translation<English extends Record<string, string>> = { readonly [K in keyof English]: string }
