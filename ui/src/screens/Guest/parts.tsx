'use client'
/** The guest login's part: LANDING's 'Continue as guest' button (loaded with `import()`, see `guest.screens.ts`). */
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../../context'
import { useMessages } from '../../hooks/useMessages'
import { forwardPart, type PartProps } from '../../primitives/part'
import { Button, Label } from '../../primitives/parts'

/** 'Continue as guest': makes an account with no login method (the app must have guests on). */
export const GuestButton = forwardPart('GuestButton', function GuestButton(props: PartProps<'button'>) {
  const latch = useLatchClient()
  const t = useMessages()
  const busy = useStore(latch.flows.guest.$busy)
  return (
    <Button
      part="guest-button"
      variant="secondary"
      loading={busy}
      onClick={() => {
        // a failure shows on the login failed screen (the flow's route)
        latch.loginAsGuest().catch(() => {})
      }}
      {...props}
    >
      {props.children ?? <Label>{t('guest.continue')}</Label>}
    </Button>
  )
})
