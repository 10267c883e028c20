/** The screen of the passwordless code flow: the code entry, shown before login. */
import type { ScreenDataOf } from '../../services/modal/screens'
import { screen } from '../../services/modal/screens'

/** AWAITING_PASSWORDLESS_CODE: the channel and the address or number the code went to. */
export const passwordlessScreens = {
  AWAITING_PASSWORDLESS_CODE: screen<{ channel: 'email' | 'sms'; recipient: string }>({ beforeLogin: true }),
}

/** The data of the passwordless screens. */
export type PasswordlessScreens = ScreenDataOf<typeof passwordlessScreens>
