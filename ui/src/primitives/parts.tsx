'use client'
/**
 * Parts shared by every screen. Each renders one element with `data-scope` (the screen's), `data-part` and, where it
 * has one, `data-state`; each accepts `asChild` and the host's props, whose handlers run before ours.
 */
import { useLatchClient } from '../context'
import { useMessages } from '../hooks/useMessages'
import { useModalContext } from '../modal/modal-context'
import { BackIcon, CloseIcon } from './icons'
import { forwardPart, type PartProps, renderPart, ScopeContext, useScope } from './part'
import { composeHandlers } from './slot'

/** A screen's root: sets the `data-scope` every part inside it carries. */
export const ScreenRoot = forwardPart(
  'ScreenRoot',
  function ScreenRoot({ scope, ...props }: PartProps<'div'> & { scope: string }) {
    return (
      <ScopeContext.Provider value={scope}>
        {renderPart('div', props, { 'data-scope': scope, 'data-part': 'root' })}
      </ScopeContext.Provider>
    )
  },
)

/** The top bar holding the back and close triggers. */
export const Header = forwardPart('Header', function Header(props: PartProps<'div'>) {
  return renderPart('div', props, { 'data-scope': useScope(), 'data-part': 'header' })
})

/**
 * Goes back: where the screen's flow says (`flows.modal.back()`). A host `onClick` runs first; calling
 * `event.preventDefault()` in it replaces the flow's Back.
 */
export const BackTrigger = forwardPart('BackTrigger', function BackTrigger(props: PartProps<'button'>) {
  const t = useMessages()
  const modal = useLatchClient().flows.modal
  return renderPart('button', props, {
    type: 'button',
    'data-scope': useScope(),
    'data-part': 'back-trigger',
    'aria-label': t('generic.back'),
    onClick: () => void modal.back(),
    children: <BackIcon />,
  })
})

/** Leaves the screen: what its flow cancels on the way, then the modal closes (`flows.modal.leave()`). */
export const CloseTrigger = forwardPart('CloseTrigger', function CloseTrigger(props: PartProps<'button'>) {
  const t = useMessages()
  const modal = useLatchClient().flows.modal
  return renderPart('button', props, {
    type: 'button',
    'data-scope': useScope(),
    'data-part': 'close-trigger',
    'aria-label': t('generic.close'),
    onClick: () => void modal.leave(),
    children: <CloseIcon />,
  })
})

/** The block holding a screen's logo or icon, title and description. */
export const Hero = forwardPart('Hero', function Hero(props: PartProps<'div'>) {
  return renderPart('div', props, { 'data-scope': useScope(), 'data-part': 'hero' })
})

/** A decorative round icon; `tone` tints it. */
export const Icon = forwardPart(
  'Icon',
  function Icon({ tone, ...props }: PartProps<'div'> & { tone?: 'accent' | 'error' | 'success' }) {
    return renderPart('div', props, {
      'data-scope': useScope(),
      'data-part': 'icon',
      'data-tone': tone ?? 'accent',
      'aria-hidden': true,
    })
  },
)

/** The screen title; labels the dialog. */
export const Title = forwardPart('Title', function Title(props: PartProps<'h2'>) {
  const { titleId } = useModalContext()
  return renderPart('h2', props, { 'data-scope': useScope(), 'data-part': 'title', id: titleId })
})

/** Secondary text under the title. */
export const Description = forwardPart('Description', function Description(props: PartProps<'p'>) {
  return renderPart('p', props, { 'data-scope': useScope(), 'data-part': 'description' })
})

/** An error message, announced to assistive technology. Renders nothing without children. */
export const ErrorText = forwardPart('ErrorText', function ErrorText(props: PartProps<'p'>) {
  const scope = useScope()
  if (props.children == null || props.children === '' || props.children === false) return null
  return renderPart('p', props, { 'data-scope': scope, 'data-part': 'error', role: 'alert' })
})

/** A busy indicator with an accessible label. */
export const Spinner = forwardPart('Spinner', function Spinner(props: PartProps<'span'>) {
  const t = useMessages()
  return renderPart('span', props, {
    'data-scope': useScope(),
    'data-part': 'spinner',
    role: 'status',
    'aria-label': t('generic.loading'),
  })
})

/** Button variants the stylesheet knows. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost'

/** A button; `part` names it in the anatomy (`email-submit`, `social-button`, ...). */
export const Button = forwardPart(
  'Button',
  function Button({
    part = 'button',
    variant = 'primary',
    loading,
    ...props
  }: PartProps<'button'> & { part?: string; variant?: ButtonVariant; loading?: boolean }) {
    return renderPart('button', props, {
      // A host element rendered with asChild (a link) keeps its own semantics.
      type: props.asChild ? undefined : 'button',
      'data-scope': useScope(),
      'data-part': part,
      'data-variant': variant,
      'data-state': loading ? 'loading' : undefined,
      'aria-busy': loading || undefined,
    })
  },
)

/** The intent a screen's own button carries out: the flow's Back, its Close (leave) or its Retry. */
export type ButtonIntent = 'back' | 'leave' | 'retry'

/**
 * A button that carries out one of the screen's intents (`Cancel` that goes back, `Try again`, `Done` that closes),
 * as its flow decides it; a host `onClick` runs first (`event.preventDefault()` there skips the intent).
 */
export const IntentButton = forwardPart(
  'IntentButton',
  function IntentButton({
    intent,
    ...props
  }: PartProps<'button'> & { intent: ButtonIntent; part?: string; variant?: ButtonVariant }) {
    const modal = useLatchClient().flows.modal
    return <Button {...props} onClick={composeHandlers(props.onClick, () => void modal[intent]())} />
  },
)

/** A column of actions or options. */
export const Actions = forwardPart(
  'Actions',
  function Actions({ part = 'actions', ...props }: PartProps<'div'> & { part?: string }) {
    return renderPart('div', props, { 'data-scope': useScope(), 'data-part': part })
  },
)

/** A button's text (ellipsed when long). */
export const Label = forwardPart('Label', function Label(props: PartProps<'span'>) {
  return renderPart('span', props, { 'data-scope': useScope(), 'data-part': 'label' })
})

/** A separator with optional text. */
export const Divider = forwardPart('Divider', function Divider(props: PartProps<'p'>) {
  return renderPart('p', props, { 'data-scope': useScope(), 'data-part': 'divider' })
})

/** The bottom line of a screen ('Protected by ...'). */
export const Footer = forwardPart('Footer', function Footer(props: PartProps<'footer'>) {
  return renderPart('footer', props, { 'data-scope': useScope(), 'data-part': 'footer' })
})

/** Text only screen readers read. */
export const VisuallyHidden = forwardPart(
  'VisuallyHidden',
  function VisuallyHidden(props: PartProps<'span'>) {
    return renderPart('span', props, { 'data-scope': useScope(), 'data-part': 'visually-hidden' })
  },
)
