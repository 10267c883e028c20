'use client'
/**
 * Parts of MFA_ENROLLMENT_FLOW_SCREEN and of the 'Verification Required' prompt: method rows (with the 'Less secure'
 * badge, '(Enrolled)' and a remove trigger), the authenticator QR code and secret with a copy trigger, the phone
 * form, the pending transaction summary, what a verification approves and the remove (warning) button. Each renders one element.
 */
import type { FormEvent } from 'react'
import { TrashIcon } from '../../primitives/icons'
import { forwardPart, type PartProps, renderPart, useScope } from '../../primitives/part'
import { Button, ScreenRoot } from '../../primitives/parts'

/** The screen's root (`data-scope="mfa"` for enrolment, `"mfa-verify"` for the prompt); `data-state` is the step. */
export const MfaRoot = forwardPart(
  'MfaRoot',
  function MfaRoot({ state, scope = 'mfa', ...props }: PartProps<'div'> & { state: string; scope?: string }) {
    return <ScreenRoot scope={scope} data-state={state} {...props} />
  },
)

/** One method of the list: its button and, when enrolled, its remove trigger. */
export const MfaMethodRow = forwardPart(
  'MfaMethodRow',
  function MfaMethodRow({
    method,
    enrolled,
    ...props
  }: PartProps<'div'> & { method: string; enrolled?: boolean }) {
    return renderPart('div', props, {
      'data-scope': useScope(),
      'data-part': 'method-row',
      'data-method': method,
      'data-state': enrolled ? 'enrolled' : 'available',
    })
  },
)

/** Picks a method (enrol it, or verify with it). */
export const MfaMethodButton = forwardPart(
  'MfaMethodButton',
  function MfaMethodButton(props: PartProps<'button'>) {
    return <Button part="method-button" variant="secondary" {...props} />
  },
)

/** A short tag next to a method ('Less secure', '(Enrolled)'). */
export const MfaMethodBadge = forwardPart(
  'MfaMethodBadge',
  function MfaMethodBadge({ tone, ...props }: PartProps<'span'> & { tone?: 'warn' | 'muted' }) {
    return renderPart('span', props, {
      'data-scope': useScope(),
      'data-part': 'badge',
      'data-tone': tone ?? 'muted',
    })
  },
)

/** The remove icon of an enrolled method (its accessible name says which). */
export const MfaRemoveTrigger = forwardPart(
  'MfaRemoveTrigger',
  function MfaRemoveTrigger(props: PartProps<'button'>) {
    return renderPart('button', props, {
      type: 'button',
      'data-scope': useScope(),
      'data-part': 'remove-trigger',
      children: <TrashIcon width={18} height={18} />,
    })
  },
)

/** A QR code drawn from the core's module path; `size` names the stylesheet size ('authenticator': 200 px). */
export const MfaQrCode = forwardPart(
  'MfaQrCode',
  function MfaQrCode({
    qr,
    label,
    size = 'default',
    ...props
  }: PartProps<'svg'> & {
    qr: { size: number; path: string }
    label: string
    size?: 'default' | 'authenticator'
  }) {
    return renderPart('svg', props, {
      'data-scope': useScope(),
      'data-part': 'qr',
      'data-size': size,
      role: 'img',
      'aria-label': label,
      viewBox: `0 0 ${qr.size} ${qr.size}`,
      shapeRendering: 'crispEdges',
      children: <path d={qr.path} fill="currentColor" />,
    })
  },
)

/** The authenticator secret, for typing by hand. */
export const MfaSecret = forwardPart('MfaSecret', function MfaSecret(props: PartProps<'code'>) {
  return renderPart('code', props, { 'data-scope': useScope(), 'data-part': 'secret', dir: 'ltr' })
})

/** Copies the secret; `copied` shows the confirmation. */
export const MfaCopyTrigger = forwardPart(
  'MfaCopyTrigger',
  function MfaCopyTrigger({ copied, ...props }: PartProps<'button'> & { copied: boolean }) {
    return <Button part="copy-trigger" variant="ghost" data-copied={copied ? '' : undefined} {...props} />
  },
)

/** The phone number form of SMS enrolment. */
export const MfaPhoneForm = forwardPart('MfaPhoneForm', function MfaPhoneForm(props: PartProps<'form'>) {
  // the host's onSubmit (the screen's submit) runs first; the page never navigates
  return renderPart('form', props, {
    'data-scope': useScope(),
    'data-part': 'phone-form',
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => event.preventDefault(),
  })
})

/** The phone number input. */
export const MfaPhoneInput = forwardPart('MfaPhoneInput', function MfaPhoneInput(props: PartProps<'input'>) {
  return renderPart('input', props, {
    'data-scope': useScope(),
    'data-part': 'phone-input',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
  })
})

/** The pending transaction the prompt protects. */
export const MfaSummary = forwardPart('MfaSummary', function MfaSummary(props: PartProps<'div'>) {
  return renderPart('div', props, { 'data-scope': useScope(), 'data-part': 'summary' })
})

/** What the verification approves ('Enter the code to approve this signature'): `flows.mfa.$approves`. */
export const MfaApproves = forwardPart('MfaApproves', function MfaApproves(props: PartProps<'p'>) {
  return renderPart('p', props, { 'data-scope': useScope(), 'data-part': 'approves' })
})

/** The warning paragraph of a removal. */
export const MfaWarning = forwardPart('MfaWarning', function MfaWarning(props: PartProps<'p'>) {
  return renderPart('p', props, { 'data-scope': useScope(), 'data-part': 'warning' })
})

/** The removal's warning button. */
export const MfaRemoveButton = forwardPart(
  'MfaRemoveButton',
  function MfaRemoveButton(props: PartProps<'button'> & { loading?: boolean }) {
    return <Button part="remove-button" variant="primary" data-tone="error" {...props} />
  },
)
