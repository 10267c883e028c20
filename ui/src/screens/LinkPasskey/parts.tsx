'use client'
/** Parts of LINK_PASSKEY_SCREEN: the list of the user's passkeys, a row's rename form and removal question. */
import { dataFlag, forwardPart, type PartProps, renderPart, useScope } from '../../primitives/part'
import { Button, ScreenRoot } from '../../primitives/parts'

/** The passkey list root (`data-scope="passkeys"`); `data-state` is the manager's step. */
export const PasskeysRoot = forwardPart(
  'PasskeysRoot',
  function PasskeysRoot({ state, ...props }: PartProps<'div'> & { state?: string }) {
    return <ScreenRoot scope="passkeys" data-state={state} {...props} />
  },
)

/** The list of passkeys. */
export const PasskeyList = forwardPart('PasskeyList', function PasskeyList(props: PartProps<'ul'>) {
  return renderPart('ul', props, { 'data-scope': useScope(), 'data-part': 'passkey-list' })
})

/** One passkey; `data-state` says what the row shows (idle, renaming, saving, confirming, removing). */
export const PasskeyItem = forwardPart(
  'PasskeyItem',
  function PasskeyItem({ state, ...props }: PartProps<'li'> & { state?: string }) {
    return renderPart('li', props, {
      'data-scope': useScope(),
      'data-part': 'passkey-item',
      'data-state': state ?? 'idle',
    })
  },
)

/** A passkey's name. */
export const PasskeyName = forwardPart('PasskeyName', function PasskeyName(props: PartProps<'span'>) {
  return renderPart('span', props, { 'data-scope': useScope(), 'data-part': 'passkey-name' })
})

/** A passkey's dates ('Created ...', 'Last used ...'). */
export const PasskeyDetails = forwardPart(
  'PasskeyDetails',
  function PasskeyDetails(props: PartProps<'span'>) {
    return renderPart('span', props, { 'data-scope': useScope(), 'data-part': 'passkey-details' })
  },
)

/** A row's small text buttons (Rename, Remove). */
export const PasskeyRowActions = forwardPart(
  'PasskeyRowActions',
  function PasskeyRowActions(props: PartProps<'div'>) {
    return renderPart('div', props, { 'data-scope': useScope(), 'data-part': 'row-actions' })
  },
)

/** Opens a row's name field. */
export const RenameTrigger = forwardPart('RenameTrigger', function RenameTrigger(props: PartProps<'button'>) {
  return <Button part="rename-trigger" variant="ghost" {...props} />
})

/** Asks before removing a passkey. */
export const RemoveTrigger = forwardPart('RemoveTrigger', function RemoveTrigger(props: PartProps<'button'>) {
  return <Button part="unlink-trigger" variant="ghost" data-tone="error" {...props} />
})

/** The rename form of a row. */
export const RenameForm = forwardPart('RenameForm', function RenameForm(props: PartProps<'form'>) {
  return renderPart('form', props, { 'data-scope': useScope(), 'data-part': 'rename-form', noValidate: true })
})

/** The name field's box (border, focus ring; `data-invalid` when the rule refused the name). */
export const NameField = forwardPart(
  'NameField',
  function NameField({ invalid, ...props }: PartProps<'div'> & { invalid?: boolean }) {
    return renderPart('div', props, {
      'data-scope': useScope(),
      'data-part': 'field',
      'data-invalid': dataFlag(invalid),
    })
  },
)

/** The name input. */
export const NameInput = forwardPart('NameInput', function NameInput(props: PartProps<'input'>) {
  return renderPart('input', props, {
    type: 'text',
    'data-scope': useScope(),
    'data-part': 'name-input',
    autoComplete: 'off',
    spellCheck: false,
  })
})

/** The question before a removal. */
export const RemoveQuestion = forwardPart('RemoveQuestion', function RemoveQuestion(props: PartProps<'p'>) {
  return renderPart('p', props, { 'data-scope': useScope(), 'data-part': 'remove-question' })
})

/** Removes the passkey (after the question). */
export const RemoveButton = forwardPart(
  'RemoveButton',
  function RemoveButton(props: PartProps<'button'> & { loading?: boolean }) {
    return <Button part="remove-button" variant="primary" data-tone="error" {...props} />
  },
)

/** Adds a passkey (the browser's sheet opens). */
export const AddButton = forwardPart(
  'AddButton',
  function AddButton(props: PartProps<'button'> & { loading?: boolean }) {
    return <Button part="add-button" variant="primary" {...props} />
  },
)
