'use client'
import type { PasskeyManagerState, PasskeyRow } from '@latch/core'
import { useStore } from '@nanostores/react'
import { useId } from 'react'
import { useLatchClient } from '../../context'
import { type TranslateWallet, useWalletMessages } from '../../hooks/useWalletMessages'
import { PasskeyIcon } from '../../primitives/icons'
import { Actions, Button, Description, ErrorText } from '../../primitives/parts'
import { ScreenHead } from '../../primitives/screen-head'
import {
  AddButton,
  NameField,
  NameInput,
  PasskeyDetails,
  PasskeyItem,
  PasskeyList,
  PasskeyName,
  PasskeyRowActions,
  PasskeysRoot,
  RemoveButton,
  RemoveQuestion,
  RemoveTrigger,
  RenameForm,
  RenameTrigger,
} from './parts'

type Manager = ReturnType<typeof useLatchClient>['flows']['passkey']['manager']

/** What one row shows: the manager's step when it is about this passkey, else 'idle'. */
function rowStep(state: PasskeyManagerState, row: PasskeyRow): PasskeyManagerState['step'] {
  return 'credentialId' in state && state.credentialId === row.credentialId ? state.step : 'idle'
}

function RenameRow({ state, manager, t }: Omit<RowProps, 'row'>) {
  const issueId = useId()
  const editing = state.step === 'renaming' || state.step === 'saving' ? state : null
  if (!editing) return null
  const issue = editing.step === 'renaming' ? editing.issue : null
  return (
    <RenameForm
      onSubmit={(event) => {
        event.preventDefault()
        void manager.submitRename()
      }}
    >
      <NameField invalid={issue !== null}>
        <NameInput
          autoFocus
          aria-label={t('passkey.nameLabel')}
          aria-invalid={issue !== null}
          aria-describedby={issue ? issueId : undefined}
          value={editing.name}
          readOnly={editing.step === 'saving'}
          onChange={(event) => manager.setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation()
              manager.cancel()
            }
          }}
        />
      </NameField>
      <ErrorText id={issueId}>{issue}</ErrorText>
      <PasskeyRowActions>
        <Button part="save-button" type="submit" variant="primary" loading={editing.step === 'saving'}>
          {t('passkey.save')}
        </Button>
        <Button part="cancel-button" variant="secondary" onClick={() => manager.cancel()}>
          {t('passkey.cancel')}
        </Button>
      </PasskeyRowActions>
    </RenameForm>
  )
}

interface RowProps {
  row: PasskeyRow
  state: PasskeyManagerState
  manager: Manager
  t: TranslateWallet
}

function Row({ row, state, manager, t }: RowProps) {
  const step = rowStep(state, row)
  const busy = state.step === 'adding' || state.step === 'saving' || state.step === 'removing'
  return (
    <PasskeyItem state={step}>
      {step === 'renaming' || step === 'saving' ? (
        <RenameRow state={state} manager={manager} t={t} />
      ) : (
        <>
          <PasskeyName>{row.name}</PasskeyName>
          <PasskeyDetails>
            {row.created} · {row.lastUsed}
          </PasskeyDetails>
        </>
      )}
      {step === 'confirming' || step === 'removing' ? (
        <>
          <RemoveQuestion>{t('passkey.removeConfirm', { name: row.name })}</RemoveQuestion>
          <PasskeyRowActions>
            <RemoveButton loading={step === 'removing'} onClick={() => void manager.remove()}>
              {t('passkey.remove')}
            </RemoveButton>
            <Button part="cancel-button" variant="secondary" autoFocus onClick={() => manager.cancel()}>
              {t('passkey.cancel')}
            </Button>
          </PasskeyRowActions>
        </>
      ) : null}
      {step === 'idle' ? (
        <PasskeyRowActions>
          <RenameTrigger
            aria-label={t('passkey.renameNamed', { name: row.name })}
            disabled={busy}
            onClick={() => manager.startRename(row.credentialId)}
          >
            {t('passkey.rename')}
          </RenameTrigger>
          <RemoveTrigger
            aria-label={t('passkey.removeNamed', { name: row.name })}
            disabled={busy}
            onClick={() => manager.confirmRemove(row.credentialId)}
          >
            {t('passkey.remove')}
          </RemoveTrigger>
        </PasskeyRowActions>
      ) : null}
    </PasskeyItem>
  )
}

/**
 * LINK_PASSKEY_SCREEN: the signed-in user's passkeys (name, created, last used), each renamed in place or removed
 * after a question; 'Add a passkey' opens the browser's sheet and the new passkey joins the list. Everything it
 * shows comes from `flows.passkey.manager` (open it with `openModal('LINK_PASSKEY_SCREEN')`).
 */
export function LINK_PASSKEY_SCREEN() {
  const latch = useLatchClient()
  const t = useWalletMessages()
  const manager = latch.flows.passkey.manager
  const state = useStore(manager.$state)
  const rows = useStore(manager.$rows)
  const error = useStore(manager.$error)
  const adding = state.step === 'adding'
  return (
    <PasskeysRoot state={state.step}>
      <ScreenHead
        icon={<PasskeyIcon />}
        title={t('passkey.manageTitle')}
        description={t('passkey.manageDetail')}
      />
      {rows.length === 0 ? (
        <Description>{t('passkey.empty')}</Description>
      ) : (
        <PasskeyList aria-label={t('passkey.manageTitle')}>
          {rows.map((row) => (
            <Row key={row.credentialId} row={row} state={state} manager={manager} t={t} />
          ))}
        </PasskeyList>
      )}
      <ErrorText>{error}</ErrorText>
      <Actions>
        <AddButton
          loading={adding}
          disabled={state.step === 'saving' || state.step === 'removing'}
          onClick={() => void manager.add()}
        >
          {adding ? t('passkey.awaitingCreate') : t('passkey.add')}
        </AddButton>
      </Actions>
    </PasskeysRoot>
  )
}
