/**
 * Invisible formatting characters that copy and paste bring along: zero-width characters (U+200B to U+200D, the
 * word joiner U+2060, the byte order mark U+FEFF) and bidirectional marks and controls (U+200E, U+200F, the Arabic
 * letter mark U+061C, the embeddings and overrides U+202A to U+202E, the isolates U+2066 to U+2069). A code copied
 * from a right-to-left message, or an address copied from a web page, often carries one. They never belong in an
 * email address, a phone number or a code, and they would make `ada@example.com` a different account.
 */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/gu

/** `text` without invisible formatting characters. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '')
}
