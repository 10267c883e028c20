'use client'
import { CODE_LENGTH } from '@latch/core'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../../context'
import { useMessages } from '../../hooks/useMessages'
import { MailIcon, PhoneIcon } from '../../primitives/icons'
import { ErrorText, Spinner } from '../../primitives/parts'
import { ScreenHead } from '../../primitives/screen-head'
import type { ScreenProps } from '../../types'
import { CodeCell, CodeCells, CodeRoot, CodeStatus, ResendTrigger } from './parts'

/** AWAITING_PASSWORDLESS_CODE: six cells, auto-submit on the last digit, resend, spinner while verifying. */
export function AWAITING_PASSWORDLESS_CODE({ data }: ScreenProps<'AWAITING_PASSWORDLESS_CODE'>) {
  const latch = useLatchClient()
  const t = useMessages()
  const channel = data?.channel === 'sms' ? 'sms' : 'email'
  const flow = channel === 'sms' ? latch.flows.sms : latch.flows.email
  const state = useStore(flow.$state)
  const recipient = useStore(flow.$recipient) ?? data?.recipient ?? ''
  const verifying = useStore(flow.$verifying)
  const done = state.step === 'done'
  const codeError = useStore(flow.$codeError)
  const resend = useStore(flow.$resend)

  return (
    <CodeRoot state={state.step} data-channel={channel}>
      <ScreenHead
        onBack={() => latch.navigate('LANDING')}
        icon={channel === 'sms' ? <PhoneIcon /> : <MailIcon />}
        title={t('code.title')}
        description={t(channel === 'sms' ? 'code.sentToPhone' : 'code.sentTo', { recipient })}
      />
      <CodeCells
        length={CODE_LENGTH}
        disabled={verifying || done}
        invalid={codeError !== null}
        // A new failure clears the cells: each failure is a new error object.
        resetKey={state.step === 'error' ? state.error : undefined}
        onComplete={(code) => {
          flow.loginWithCode({ code }).catch(() => {
            // The flow stores the error and its message in $state.
          })
        }}
      >
        {Array.from({ length: CODE_LENGTH }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
          <CodeCell key={index} index={index} />
        ))}
      </CodeCells>
      <ErrorText>{codeError}</ErrorText>
      {verifying || done ? (
        <Spinner />
      ) : (
        <ResendTrigger
          status={resend}
          onClick={() => {
            flow.resendCode().catch(() => {})
          }}
        >
          {t('code.resend')}
        </ResendTrigger>
      )}
      <CodeStatus>{resend === 'sent' ? t('code.resent') : ''}</CodeStatus>
    </CodeRoot>
  )
}
