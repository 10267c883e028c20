'use client'
import { useMessages } from '../../hooks/useMessages'
import { LockIcon } from '../../primitives/icons'
import { Actions } from '../../primitives/parts'
import { ScreenHead } from '../../primitives/screen-head'
import type { ScreenProps } from '../../types'
import { AllowlistRoot, CtaButton, CtaLink } from './parts'

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

/**
 * ALLOWLIST_REJECTION_SCREEN: the app's allowlist texts (core puts them, or the defaults, in the screen data).
 * The call to action is a link when the app gave one, else the screen's Back (core's: the login options).
 */
export function ALLOWLIST_REJECTION_SCREEN({ data }: ScreenProps<'ALLOWLIST_REJECTION_SCREEN'>) {
  const t = useMessages()
  const ctaLink = text(data?.ctaLink)
  const ctaText = text(data?.ctaText) ?? t('allowlist.cta')
  return (
    <AllowlistRoot>
      <ScreenHead
        back={false}
        icon={<LockIcon />}
        tone="error"
        title={text(data?.title) ?? t('allowlist.title')}
        description={text(data?.detail) ?? t('allowlist.detail')}
      />
      <Actions>
        {ctaLink ? <CtaLink href={ctaLink}>{ctaText}</CtaLink> : <CtaButton>{ctaText}</CtaButton>}
      </Actions>
    </AllowlistRoot>
  )
}
