/** The send-transaction flow's screen: preparing, ready, submitting, and the receipt view. */
import type { ScreenDataOf } from '../../services/modal/screens'
import { screen } from '../../services/modal/screens'

/** EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN (no data: the pending request carries what it shows). */
export const sendTransactionScreens = {
  EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN: screen(),
}

/** The data of the send-transaction screens. */
export type SendTransactionScreens = ScreenDataOf<typeof sendTransactionScreens>
