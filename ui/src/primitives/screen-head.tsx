'use client'
/**
 * The head most screens open with: the header's Back and Close triggers, then the hero (an icon in its tinted round
 * frame, or a picture), the title and a description. Back and Close do what the screen's flow decides
 * (`flows.modal.$intents`): Back shows when the flow has somewhere to go back to. Exported, with `WaitingLayout`, for
 * a host's replacement screen.
 */
import type { MouseEvent, ReactNode } from 'react'
import { AlertIcon } from './icons'
import { useScreenIntents } from './intents'
import { BackTrigger, CloseTrigger, Description, Header, Hero, Icon, Title } from './parts'

/** The header's triggers. */
export interface ScreenHeaderProps {
  /**
   * Shows the Back trigger when true, hides it when false; by default it shows when the screen's flow has a Back
   * (or `onBack` is given).
   */
  back?: boolean | undefined
  /** Replaces the flow's Back with this (and shows the trigger). */
  onBack?: (() => void) | undefined
  /** Shows the Close trigger (the default). */
  closable?: boolean | undefined
  /** Runs before the Close trigger leaves the screen (the flow's own cancel then runs, and the modal closes). */
  onClose?: (() => void) | undefined
}

/** The top bar: Back when the screen has somewhere to go back to, then Close. */
export function ScreenHeader({ back, onBack, closable = true, onClose }: ScreenHeaderProps) {
  const intents = useScreenIntents()
  const showBack = back ?? (onBack !== undefined || intents.back !== null)
  const replaceBack = onBack
    ? (event: MouseEvent) => {
        event.preventDefault()
        onBack()
      }
    : undefined
  return (
    <Header>
      {showBack ? <BackTrigger onClick={replaceBack} /> : null}
      {closable ? <CloseTrigger onClick={onClose} /> : null}
    </Header>
  )
}

/** What `ScreenHead` shows: the header's triggers, then the hero. */
export interface ScreenHeadProps extends ScreenHeaderProps {
  /** Renders the header (the default); `false` for a screen with no way out (a spinner, a closing 'All set!'). */
  header?: boolean | undefined
  /** The icon shown in the hero's round frame. */
  icon?: ReactNode
  /** The frame's tint (`accent` by default). */
  tone?: 'accent' | 'error' | 'success' | undefined
  /** Shown in place of the framed icon: the app's logo, a requester's image, a spinner. */
  media?: ReactNode
  title: ReactNode
  /** The text under the title; none when null or false (an empty string still renders its element). */
  description?: ReactNode
  /** More of the hero, after the title and description. */
  children?: ReactNode
}

/** Header and hero: the head every titled screen shares. */
export function ScreenHead({
  header = true,
  icon,
  tone,
  media,
  title,
  description,
  children,
  ...triggers
}: ScreenHeadProps) {
  return (
    <>
      {header ? <ScreenHeader {...triggers} /> : null}
      <Hero>
        {media ?? (icon == null ? null : <Icon tone={tone}>{icon}</Icon>)}
        <Title>{title}</Title>
        {description == null || description === false ? null : <Description>{description}</Description>}
        {children}
      </Hero>
    </>
  )
}

/** The head of a failure: the alert icon tinted as an error, the title and the failure's detail. */
export function FailureHead(props: Omit<ScreenHeadProps, 'icon' | 'tone'>) {
  return <ScreenHead {...props} icon={<AlertIcon />} tone="error" />
}
