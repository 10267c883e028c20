/**
 * The intents of the modal's own screens when no flow answers for them: LOGIN_FAILED_SCREEN's Retry goes to the
 * screen its data names (LANDING by default), ALLOWLIST_REJECTION_SCREEN's Back to the login options.
 */
import type { AnyScreenEntry } from '../modal/modal.types'
import { type ScreenMoves, showScreen as show } from './intents'

/** The moves of a core screen, or null for any other screen (it has Close only). */
export function coreScreenMoves(entry: AnyScreenEntry): ScreenMoves | null {
  if (entry.screen === 'LOGIN_FAILED_SCREEN') {
    const retryScreen = (entry.data as { retryScreen?: string } | null)?.retryScreen
    return { retry: () => show(retryScreen ?? 'LANDING') }
  }
  if (entry.screen === 'ALLOWLIST_REJECTION_SCREEN') return { back: () => show('LANDING') }
  return null
}
