'use client'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../../context'
import { useWalletMessages } from '../../hooks/useWalletMessages'
import { CheckIcon, WalletIcon } from '../../primitives/icons'
import { Actions, ErrorText, Spinner } from '../../primitives/parts'
import { ScreenHead } from '../../primitives/screen-head'
import type { ScreenProps } from '../../types'
import { SignButton, SignMessage, SignRequestRoot } from './parts'

/**
 * EMBEDDED_WALLET_SIGN_REQUEST_SCREEN: the message or typed data, 'Sign and continue'; 'Success' once signed (the
 * flow closes the modal about 1.4 s later). Texts come from the request (host overrides applied by the flow).
 */
export function EMBEDDED_WALLET_SIGN_REQUEST_SCREEN(
  _props: ScreenProps<'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN'>,
) {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const state = useStore(latch.flows.sign.$state)
  const view = state.step === 'idle' ? null : state.view
  if (state.step === 'success') {
    return (
      <SignRequestRoot state={state.step}>
        <ScreenHead icon={<CheckIcon />} tone="success" title={tw('sign.success')} />
      </SignRequestRoot>
    )
  }
  const body = view?.message ?? view?.typedData ?? null
  return (
    <SignRequestRoot state={state.step}>
      <ScreenHead
        icon={<WalletIcon />}
        title={view?.title ?? tw('sign.title')}
        description={view?.description ?? tw('sign.description')}
      />
      {body === null ? (
        <Spinner />
      ) : (
        <SignMessage
          aria-label={tw(view?.kind === 'typed-data' ? 'sign.typedDataLabel' : 'sign.messageLabel')}
        >
          {body}
        </SignMessage>
      )}
      <ErrorText>{state.step === 'error' ? state.message : null}</ErrorText>
      <Actions>
        <SignButton
          disabled={state.step !== 'ready'}
          loading={state.step === 'signing'}
          onClick={() => {
            void latch.flows.sign.confirm()
          }}
        >
          {view?.buttonText ?? tw('sign.button')}
        </SignButton>
      </Actions>
    </SignRequestRoot>
  )
}
