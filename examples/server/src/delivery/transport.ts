/** One way out (SMTP, the SMS provider, the hook). */
import type { DeliverMessage } from '../config'
import type { RenderedMessage } from './templates'

export interface Transport {
  /** Names the adapter in logs. */
  readonly name: string
  /** One try; throws a DeliveryFailure (or any error: retried). `id` is the same for every try of one message. */
  send(to: string, message: RenderedMessage, id: string, original: DeliverMessage): Promise<void>
}
