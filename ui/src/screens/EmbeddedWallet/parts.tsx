'use client'
/** Parts of the embedded wallet screens (creation, connecting, recovery, recovery password, key export). */
import { dataFlag, forwardPart, type PartProps, renderPart, useScope } from '../../primitives/part'
import { Button, ScreenRoot } from '../../primitives/parts'

/** An embedded wallet screen's root; `scope` names the screen (`embedded-created`, `embedded-recovery`, ...). */
export const EmbeddedRoot = forwardPart(
  'EmbeddedRoot',
  function EmbeddedRoot({ state, ...props }: PartProps<'div'> & { scope: string; state?: string }) {
    return <ScreenRoot data-state={state} {...props} />
  },
)

/** A form holding a password field and its actions. */
export const PasswordForm = forwardPart('PasswordForm', function PasswordForm(props: PartProps<'form'>) {
  return renderPart('form', props, {
    'data-scope': useScope(),
    'data-part': 'password-form',
    noValidate: true,
  })
})

/** The box around a password input and its show/hide toggle. */
export const PasswordField = forwardPart(
  'PasswordField',
  function PasswordField({ invalid, ...props }: PartProps<'div'> & { invalid?: boolean }) {
    return renderPart('div', props, {
      'data-scope': useScope(),
      'data-part': 'password-field',
      'data-invalid': dataFlag(invalid),
    })
  },
)

/** A password input (masked unless `revealed`). */
export const PasswordInput = forwardPart(
  'PasswordInput',
  function PasswordInput({ revealed, ...props }: PartProps<'input'> & { revealed?: boolean }) {
    return renderPart('input', props, {
      'data-scope': useScope(),
      'data-part': 'password-input',
      type: revealed ? 'text' : 'password',
      autoComplete: 'new-password',
      spellCheck: false,
      autoCapitalize: 'off',
    })
  },
)

/** Shows or hides the password; `aria-pressed` tells which. */
export const VisibilityToggle = forwardPart(
  'VisibilityToggle',
  function VisibilityToggle({ revealed, ...props }: PartProps<'button'> & { revealed: boolean }) {
    return renderPart('button', props, {
      type: 'button',
      'data-scope': useScope(),
      'data-part': 'visibility-toggle',
      'data-state': revealed ? 'visible' : 'hidden',
      'aria-pressed': revealed,
    })
  },
)

/** The password strength line; `data-state` is weak, medium or strong. */
export const StrengthMeter = forwardPart(
  'StrengthMeter',
  function StrengthMeter({
    level,
    ...props
  }: PartProps<'p'> & { level: 'weak' | 'medium' | 'strong' | 'pending' }) {
    return renderPart('p', props, {
      'data-scope': useScope(),
      'data-part': 'strength',
      'data-state': level,
      'aria-live': 'polite',
    })
  },
)

/** The saving step's acknowledgement (a label wrapping its checkbox). */
export const Acknowledgement = forwardPart(
  'Acknowledgement',
  function Acknowledgement(props: PartProps<'label'>) {
    return renderPart('label', props, { 'data-scope': useScope(), 'data-part': 'acknowledgement' })
  },
)

/** The acknowledgement's checkbox. */
export const AcknowledgementCheckbox = forwardPart(
  'AcknowledgementCheckbox',
  function AcknowledgementCheckbox(props: PartProps<'input'>) {
    return renderPart('input', props, { 'data-scope': useScope(), 'data-part': 'checkbox', type: 'checkbox' })
  },
)

/** A disclosure ('Why is this necessary?'). */
export const Disclosure = forwardPart('Disclosure', function Disclosure(props: PartProps<'details'>) {
  return renderPart('details', props, { 'data-scope': useScope(), 'data-part': 'disclosure' })
})

/** The disclosure's summary line. */
export const DisclosureSummary = forwardPart(
  'DisclosureSummary',
  function DisclosureSummary(props: PartProps<'summary'>) {
    return renderPart('summary', props, { 'data-scope': useScope(), 'data-part': 'disclosure-summary' })
  },
)

/** A wallet address, shortened (`0x1234…abcd`); the full address is its title. */
export const Address = forwardPart('Address', function Address(props: PartProps<'code'>) {
  return renderPart('code', props, { 'data-scope': useScope(), 'data-part': 'address', dir: 'ltr' })
})

/** The password to save, shown on the saving step (selectable, monospace). */
export const SavedPassword = forwardPart('SavedPassword', function SavedPassword(props: PartProps<'code'>) {
  return renderPart('code', props, { 'data-scope': useScope(), 'data-part': 'saved-password' })
})

/** The numbered export guide. */
export const Guide = forwardPart('Guide', function Guide(props: PartProps<'ol'>) {
  return renderPart('ol', props, { 'data-scope': useScope(), 'data-part': 'guide' })
})

/** One step of the guide. */
export const GuideStep = forwardPart('GuideStep', function GuideStep(props: PartProps<'li'>) {
  return renderPart('li', props, { 'data-scope': useScope(), 'data-part': 'guide-step' })
})

/** A text link (the guide's 'How to import a private key'). */
export const GuideLink = forwardPart('GuideLink', function GuideLink(props: PartProps<'a'>) {
  return renderPart('a', props, {
    'data-scope': useScope(),
    'data-part': 'guide-link',
    target: '_blank',
    rel: 'noopener noreferrer',
  })
})

/** The isolated export frame: the key is drawn inside it, never in this page. */
export const ExportFrame = forwardPart('ExportFrame', function ExportFrame(props: PartProps<'iframe'>) {
  return renderPart('iframe', props, {
    'data-scope': useScope(),
    'data-part': 'export-frame',
    referrerPolicy: 'no-referrer',
  })
})

/**
 * The passkey view: a visible frame of the wallet origin whose button runs passkey recovery's WebAuthn ceremony.
 * `allow` delegates WebAuthn to it (Chromium refuses `navigator.credentials.get`/`create` in a cross-origin frame
 * without `publickey-credentials-get`/`publickey-credentials-create`, and `create` without a click inside it).
 */
export const PasskeyFrame = forwardPart('PasskeyFrame', function PasskeyFrame(props: PartProps<'iframe'>) {
  return renderPart('iframe', props, {
    'data-scope': useScope(),
    'data-part': 'passkey-frame',
    referrerPolicy: 'no-referrer',
    allow: 'publickey-credentials-get; publickey-credentials-create',
  })
})

/** A warning line (never share the private key). */
export const Warning = forwardPart('Warning', function Warning(props: PartProps<'p'>) {
  return renderPart('p', props, { 'data-scope': useScope(), 'data-part': 'warning', role: 'note' })
})

/** A secondary action of the password steps (Back, Generate, Download, Cancel). */
export const SecondaryButton = forwardPart(
  'SecondaryButton',
  function SecondaryButton({ part = 'secondary-button', ...props }: PartProps<'button'> & { part?: string }) {
    return <Button part={part} variant="secondary" {...props} />
  },
)

/** Shortens an address for display: `0x1234…abcd`. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address
}
