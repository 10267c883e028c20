'use client'
/** Parts of ALLOWLIST_REJECTION_SCREEN. Texts may come from the server: they render as text, never as HTML. */
import { forwardPart, type PartProps, renderPart, useScope } from '../../primitives/part'
import { IntentButton, ScreenRoot } from '../../primitives/parts'

/** The allowlist rejection root (`data-scope="allowlist"`). */
export const AllowlistRoot = forwardPart('AllowlistRoot', function AllowlistRoot(props: PartProps<'div'>) {
  return <ScreenRoot scope="allowlist" {...props} />
})

/** The call to action as a link (when the app configured `cta_link`). */
export const CtaLink = forwardPart('CtaLink', function CtaLink(props: PartProps<'a'>) {
  return renderPart('a', props, {
    'data-scope': useScope(),
    'data-part': 'cta-link',
    'data-variant': 'primary',
    target: '_blank',
    rel: 'noopener noreferrer',
  })
})

/** The call to action as a button (back to the login options). */
export const CtaButton = forwardPart('CtaButton', function CtaButton(props: PartProps<'button'>) {
  return <IntentButton intent="back" part="cta-button" variant="primary" {...props} />
})
