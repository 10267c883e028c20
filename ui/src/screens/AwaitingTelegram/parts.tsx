'use client'
/** Parts of AWAITING_TELEGRAM_SCREEN and the LANDING entry 'Telegram' (both in this folder's lazy chunk). */
import { useStore } from '@nanostores/react'
import type { SVGProps } from 'react'
import { useLatchClient } from '../../context'
import { useMessages } from '../../hooks/useMessages'
import { forwardPart, type PartProps } from '../../primitives/part'
import { Button, IntentButton, Label, ScreenRoot } from '../../primitives/parts'

/** Telegram's paper plane (a filled glyph, `currentColor`; decorative). */
export function TelegramIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="currentColor"
      {...props}
    >
      <path d="M21.4 3.6 2.9 10.7c-1.3.5-1.2 1.3-.2 1.6l4.7 1.5 1.8 5.6c.2.7.4.9.9.9s.7-.2 1-.5l2.3-2.2 4.8 3.5c.9.5 1.5.2 1.7-.8l3.1-14.7c.3-1.3-.5-1.9-1.6-1.4ZM9.3 14.2l9-5.7c.4-.3.8-.1.5.2l-7.4 6.7-.3 3.1-1.8-4.3Z" />
    </svg>
  )
}

/** The LANDING entry: 'Telegram' opens the host's Telegram widget (`config.telegram.authorize`) and logs in with its answer. */
export const TelegramButton = forwardPart(
  'TelegramButton',
  function TelegramButton(props: PartProps<'button'>) {
    const latch = useLatchClient()
    const t = useMessages()
    const state = useStore(latch.flows.telegram.$state)
    return (
      <Button
        part="telegram-button"
        variant="secondary"
        loading={state.step === 'awaiting' || state.step === 'verifying'}
        onClick={() => {
          latch.loginWithTelegram().catch(() => {})
        }}
        {...props}
      >
        {props.children ?? (
          <>
            <TelegramIcon />
            <Label>{t('telegram.label')}</Label>
          </>
        )}
      </Button>
    )
  },
)

/** The Telegram screen root (`data-scope="telegram"`); `data-state` is the Telegram flow step. */
export const TelegramRoot = forwardPart(
  'TelegramRoot',
  function TelegramRoot({ state, ...props }: PartProps<'div'> & { state?: string }) {
    return <ScreenRoot scope="telegram" data-state={state} {...props} />
  },
)

/** Opens the widget again after a failure (the flow's Retry). */
export const TelegramRetryButton = forwardPart(
  'TelegramRetryButton',
  function TelegramRetryButton(props: PartProps<'button'>) {
    return <IntentButton intent="retry" part="retry-button" variant="primary" {...props} />
  },
)

/** Leaves the wait (the flow's Back): back to the landing list. */
export const TelegramCancelButton = forwardPart(
  'TelegramCancelButton',
  function TelegramCancelButton(props: PartProps<'button'>) {
    return <IntentButton intent="back" part="cancel-button" variant="secondary" {...props} />
  },
)
