'use client'
/**
 * The layout of a screen that waits on something outside the page (the OAuth provider's round trip, the browser's
 * passkey sheet): back and close (as the screen's flow decides them), a tinted icon, the title and a hint while it waits, then a spinner, or the
 * failure's message with the screen's actions.
 */
import type { ReactNode } from 'react'
import { Actions, ErrorText, Spinner } from './parts'
import { ScreenHead } from './screen-head'

/** What a waiting screen shows; its root (with its scope) wraps this. */
export interface WaitingLayoutProps {
  /** Replaces the flow's Back (by default the Back trigger does what the screen's flow decides). */
  onBack?: (() => void) | undefined
  icon: ReactNode
  title: ReactNode
  /** The hint under the title while waiting (hidden once `error` is set). */
  detail: ReactNode
  /** The failure's message: replaces the spinner and the hint, and tints the icon. */
  error: string | null
  /** The screen's buttons; no actions block when null. */
  actions?: ReactNode
}

/** Header, hero, spinner or error, actions: the body every waiting screen shares. */
export function WaitingLayout({ onBack, icon, title, detail, error, actions }: WaitingLayoutProps) {
  const failed = error !== null
  return (
    <>
      <ScreenHead
        onBack={onBack}
        icon={icon}
        tone={failed ? 'error' : 'accent'}
        title={title}
        description={failed ? null : detail}
      />
      {failed ? <ErrorText>{error}</ErrorText> : <Spinner />}
      {actions == null ? null : <Actions>{actions}</Actions>}
    </>
  )
}
