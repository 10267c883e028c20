'use client'
import { useStore } from '@nanostores/react'
import type { ComponentType } from 'react'
import { Fragment, useContext, useState } from 'react'
import { useLatchClient } from '../../context'
import { useMessages } from '../../hooks/useMessages'
import { LandingButtonsContext } from '../../modal/modal-context'
import { CaptchaSlot } from '../../primitives/captcha/Captcha'
import { Actions, Footer } from '../../primitives/parts'
import { ScreenHead } from '../../primitives/screen-head'
import type { LandingButtonProps, LandingOption } from '../../types'
import { LANDING_BUTTONS } from './options'
import { LandingRoot, Legal, LegalLink, Logo } from './parts'

/** One entry, by the button its type's screen module declared (`LandingButtonsContext`). */
function Option({ option, ...props }: LandingButtonProps) {
  const buttons = useContext(LandingButtonsContext) ?? LANDING_BUTTONS
  const Button = buttons[option.type] as ComponentType<LandingButtonProps> | undefined
  return Button ? <Button option={option} {...props} /> : null
}

function optionKey(option: LandingOption): string {
  return option.type === 'oauth'
    ? `oauth:${option.provider}`
    : option.type === 'overflow'
      ? option.view
      : option.type
}

/**
 * LANDING: 'Log in or Sign Up', the login options in core's order (at most 4, then overflow entries), the overflow
 * views, the legal line and the 'Protected by' footer. The logo shows only when core allowed its URL.
 */
export function LANDING() {
  const latch = useLatchClient()
  const t = useMessages()
  const model = useStore(latch.flows.landing.$state)
  // Which email/SMS button was expanded into its input (hideDirectWeb2Inputs): visual state only.
  const [expanded, setExpanded] = useState<string | null>(null)
  return (
    <LandingRoot view={model.view}>
      <ScreenHead
        onBack={model.view === 'default' ? undefined : () => latch.flows.landing.setView('default')}
        media={<Logo src={model.logoUrl} alt={model.appName ?? ''} />}
        title={model.title}
      />
      <Actions part="options">
        {model.options.map((option) => {
          const key = optionKey(option)
          return (
            <Option key={key} option={option} expanded={expanded === key} onExpand={() => setExpanded(key)} />
          )
        })}
      </Actions>
      <CaptchaSlot />
      {model.legal ? (
        <Legal>
          {model.legal.prefix}{' '}
          {model.legal.links.map((link, index) => (
            <Fragment key={link.kind}>
              {index > 0 ? ` ${t('landing.and')} ` : null}
              <LegalLink href={link.url} data-kind={link.kind}>
                {link.label}
              </LegalLink>
            </Fragment>
          ))}
        </Legal>
      ) : null}
      <Footer>
        {model.protectedBy} <strong>{t('landing.protectedByName')}</strong>
      </Footer>
    </LandingRoot>
  )
}
