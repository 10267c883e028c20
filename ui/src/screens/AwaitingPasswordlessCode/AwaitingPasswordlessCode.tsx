'use client'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../../context'
import { useMessages } from '../../hooks/useMessages'
import { CodeEntry } from '../../primitives/code-cells'
import { MailIcon, PhoneIcon } from '../../primitives/icons'
import { ErrorText, Spinner } from '../../primitives/parts'
import { ScreenHead } from '../../primitives/screen-head'
import type { ScreenProps } from '../../types'
import { CodeRoot, CodeStatus, ResendTrigger } from './parts'

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
        icon={channel === 'sms' ? <PhoneIcon /> : <MailIcon />}
        title={t('code.title')}
        description={t(channel === 'sms' ? 'code.sentToPhone' : 'code.sentTo', { recipient })}
      />
      <CodeEntry
        disabled={verifying || done}
        invalid={codeError !== null}
        // A new failure clears the cells: each failure is a new error object.
        resetKey={state.step === 'error' ? state.error : undefined}
        onComplete={(code) => {
          flow.loginWithCode({ code }).catch(() => {
            // The flow stores the error and its message in $state.
          })
        }}
      />
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
