/**
 * The Telegram flow: log in (or link Telegram) with what Telegram's Login Widget handed the page, or a Mini App's
 * `initData`; the server checks it with the app's bot token. Opening the widget is the host's
 * (`config.telegram.authorize`, or the payload passed to `loginWithTelegram`). The commands load with `import()`
 * on first use; only this module (its state) is in the eager bundle.
 */
import type { ReadableAtom } from 'nanostores'
import { atom } from 'nanostores'
import { defineFlowModule } from '../../services/flow-module'
import { bindRoute } from '../../services/router/route.types'
import { telegramMethod } from '../../user/methods/telegram'
import type { User } from '../../user/types'
import type { TelegramCommandContext } from './telegram.commands'
import { routeTelegram } from './telegram.route'
import { telegramScreens } from './telegram.screens'
import type { LoginWithTelegramReturnType, TelegramAuthData, TelegramState } from './telegram.types'

/** The Telegram flow of one client. */
export interface TelegramFlow {
  $state: ReadableAtom<TelegramState>
  /** Ends the wait for the host's widget; a login goes back to the landing list. */
  cancel(): void
  reset(): void
}

/** The Telegram commands a `Latch` exposes. */
export interface TelegramCommands {
  /**
   * Logs in with Telegram: `data` is what the Login Widget's callback got (or `{ initData }` in a Mini App);
   * without it, the host's `config.telegram.authorize()` opens the widget first.
   */
  loginWithTelegram(data?: TelegramAuthData): Promise<LoginWithTelegramReturnType>
  /** Adds Telegram to the signed-in user, from the widget's payload (or the host's `authorize`). */
  linkTelegram(data?: TelegramAuthData): Promise<User>
  /** Removes the user's Telegram account by its Telegram user id (`TelegramAccount.telegramUserId`). */
  unlinkTelegram(telegramUserId: string): Promise<User>
}

/** The Telegram flow module. */
export const telegramModule = defineFlowModule({
  name: 'telegram',
  methods: [telegramMethod],
  screens: telegramScreens,
  create(ctx) {
    const c: TelegramCommandContext = {
      ctx,
      store: { $state: atom<TelegramState>({ step: 'idle' }), run: 0 },
    }
    const load = () => import('./telegram.commands')
    const $state = c.store.$state
    const flow: TelegramFlow = {
      $state,
      cancel() {
        const s = $state.get()
        if (s.step !== 'awaiting') return
        c.store.run++
        $state.set({ step: 'cancelled', mode: s.mode })
      },
      reset: () => $state.set({ step: 'idle' }),
    }
    const commands: TelegramCommands = {
      loginWithTelegram: async (data) => (await load()).runTelegram(c, 'login', data),
      linkTelegram: async (data) => (await (await load()).runTelegram(c, 'link', data)).user,
      unlinkTelegram: async (id) => (await load()).unlinkTelegram(c, id),
    }
    return {
      flow,
      commands,
      dispose: () => {},
      route: bindRoute($state, routeTelegram),
      intents: {
        screens: ['AWAITING_TELEGRAM_SCREEN'],
        reads: [$state],
        load: () => load().then((m) => m.telegramIntents({ ...flow, ...commands })),
      },
    }
  },
})
