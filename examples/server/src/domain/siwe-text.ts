/**
 * The layout of an EIP-4361 message around its statement. The statement is optional and is one line: after the
 * address come either two empty lines and the `URI:` line, or an empty line, the statement, an empty line and the
 * `URI:` line (`address LF LF [ statement LF ] LF "URI: "`). A message with several lines there (a second line
 * that could pose as a field to a person reading it) or with a carriage return is malformed, even where a parser
 * would drop the odd lines and read the rest.
 */
export function siweStatementLayoutValid(message: string): boolean {
  if (message.includes('\r')) return false
  const lines = message.split('\n')
  const uriAt = lines.findIndex((line) => line.startsWith('URI: '))
  if (uriAt === 4) return lines[2] === '' && lines[3] === ''
  if (uriAt === 5) return lines[2] === '' && lines[3] !== '' && lines[4] === ''
  return false
}
