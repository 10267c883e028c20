'use client'
/** The captcha slot: a container the core's captcha flow renders the Turnstile widget into. */
import { useStore } from '@nanostores/react'
import { useEffect, useRef } from 'react'
import { useLatchClient } from '../../context'
import { useMessages } from '../../hooks/useMessages'
import { forwardPart, type PartProps, renderPart, useScope } from '../part'
import { ErrorText } from '../parts'
import { mergeRefs } from '../slot'

/** The widget container; `data-state` is the captcha step (loading, ready, success, error). */
export const CaptchaWidget = forwardPart(
  'CaptchaWidget',
  function CaptchaWidget({ ref, ...props }: PartProps<'div'>) {
    const latch = useLatchClient()
    const state = useStore(latch.flows.captcha.$state)
    const local = useRef<HTMLDivElement | null>(null)
    useEffect(() => {
      if (local.current) latch.flows.captcha.render({ container: local.current }).catch(() => {})
    }, [latch])
    return renderPart('div', props, {
      ref: mergeRefs(local, ref),
      'data-scope': useScope(),
      'data-part': 'captcha',
      'data-state': state.step,
    })
  },
)

/** 'Issue verifying you are a human' when the captcha failed. */
export const CaptchaError = forwardPart('CaptchaError', function CaptchaError(props: PartProps<'p'>) {
  const latch = useLatchClient()
  const t = useMessages()
  const state = useStore(latch.flows.captcha.$state)
  return <ErrorText {...props}>{state.step === 'error' ? t('captcha.issueVerifying') : null}</ErrorText>
})
