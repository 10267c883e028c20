'use client'
import type { ErrorInfo, ReactNode } from 'react'
import { Component } from 'react'
import { useLatchClient } from '../context'
import { useMessages } from '../hooks/useMessages'
import { Actions, Button, ScreenRoot } from '../primitives/parts'
import { FailureHead } from '../primitives/screen-head'

/** Shown when a screen throws: 'Something went wrong' and a way out, so the host page stays alive. */
export function ScreenErrorFallback() {
  const t = useMessages()
  const latch = useLatchClient()
  return (
    <ScreenRoot scope="error">
      <FailureHead title={t('error.somethingWentWrong')} />
      <Actions>
        <Button part="close-button" onClick={() => latch.closeModal()}>
          {t('generic.close')}
        </Button>
      </Actions>
    </ScreenRoot>
  )
}

interface Props {
  /** A change of key (the screen name) clears the error. */
  resetKey: string
  onError?: (error: unknown, info: ErrorInfo) => void
  children: ReactNode
}

/** Catches render errors of a screen (a host override included) and shows the fallback. */
export class ScreenErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info)
  }

  override render() {
    return this.state.error ? <ScreenErrorFallback /> : this.props.children
  }
}
