/** A failed try of one delivery, described without the message, the code or the recipient. */
export class DeliveryFailure extends Error {
  constructor(
    /** Safe to log: a status, an error class or a provider's error number, never what was sent or to whom. */
    readonly reason: string,
    /** True when another try cannot help (the provider refused the message itself); it is not retried. */
    readonly permanent = false,
  ) {
    super(`delivery failed: ${reason}`)
    this.name = 'DeliveryFailure'
  }
}

/** A failed try from an HTTP answer: 408, 429 and 5xx may pass on a later try, other statuses will not. */
export function httpFailure(status: number, detail = ''): DeliveryFailure {
  const permanent = status < 500 && status !== 408 && status !== 429
  return new DeliveryFailure(`http ${status}${detail ? ` ${detail}` : ''}`, permanent)
}

/** A failed try from a thrown error (network, timeout): retried; only its class and code are kept. */
export function thrownFailure(error: unknown): DeliveryFailure {
  if (error instanceof DeliveryFailure) return error
  const e = error as { name?: string; code?: string; message?: string; cause?: { code?: string } }
  const code = e?.code ?? e?.cause?.code
  // a system error's name (`connect ECONNREFUSED 127.0.0.1:25`: ECONNREFUSED) and nothing else of the message,
  // which may quote the recipient
  const errno = /\bE[A-Z]{3,}\b/.exec(e?.message ?? '')?.[0]
  const parts = [e?.name ?? 'Error', code, errno !== code ? errno : undefined]
  return new DeliveryFailure(parts.filter(Boolean).join(' '))
}
