/** A message the page announces as it appears (a refused code, a failed link, a wallet error); nothing when none. */
export function ErrorAlert({ id, message }: { id?: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} role="alert" className="error">
      {message}
    </p>
  ) : null
}
