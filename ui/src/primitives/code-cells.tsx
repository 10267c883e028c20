'use client'
/**
 * The code entry parts, shared by the code screens (the login code, the step-up prompt) and the MFA prompts: the
 * cells, and the resend trigger and status line each screen names as its own part. `CodeCells` owns the typed digits (purely input
 * state, in a small atom so that a keystroke re-renders only the cell it changed) and calls `onComplete` once the
 * last cell is filled; a paste or one-time-code autofill of the whole code fills every cell.
 */
import { CODE_LENGTH } from '@latch/core'
import { useStore } from '@nanostores/react'
import type { WritableAtom } from 'nanostores'
import { atom, computed } from 'nanostores'
import type { ClipboardEvent, FormEvent, KeyboardEvent } from 'react'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react'
import { useMessages } from '../hooks/useMessages'
import { dataFlag, forwardPart, type PartProps, renderPart, useScope } from './part'
import { Button } from './parts'

interface CellsContextValue {
  $digits: WritableAtom<string[]>
  length: number
  disabled: boolean
  invalid: boolean
  setRef: (index: number, element: HTMLInputElement | null) => void
  fill: (index: number, text: string) => void
  erase: (index: number) => void
  focus: (index: number) => void
}

const CellsContext = createContext<CellsContextValue | null>(null)

function useCells(): CellsContextValue {
  const value = useContext(CellsContext)
  if (!value) throw new Error('<CodeCell> must be inside <CodeCells>')
  return value
}

/** Input characters: whitespace dropped (a pasted '123 456' fills six cells); the core validates the rest. */
function characters(text: string): string[] {
  return [...text.replace(/\s+/g, '')]
}

/** The group of code cells. */
export const CodeCells = forwardPart(
  'CodeCells',
  function CodeCells({
    length = CODE_LENGTH,
    onComplete,
    disabled = false,
    invalid = false,
    resetKey,
    ...props
  }: PartProps<'div'> & {
    length?: number
    /** Called with the whole code when the last cell is filled. */
    onComplete?: (code: string) => void
    disabled?: boolean
    invalid?: boolean
    /** A change clears the cells and focuses the first (e.g. a new error). */
    resetKey?: unknown
  }) {
    const t = useMessages()
    const $digits = useMemo(() => atom<string[]>(Array(length).fill('')), [length])
    const complete = useStore(useMemo(() => computed($digits, (d) => d.every(Boolean)), [$digits]))
    const refs = useRef<Array<HTMLInputElement | null>>([])
    const completeRef = useRef(onComplete)
    completeRef.current = onComplete
    const first = useRef(true)

    // biome-ignore lint/correctness/useExhaustiveDependencies: a new resetKey is what triggers the reset
    useEffect(() => {
      if (first.current) {
        first.current = false
        return
      }
      $digits.set(Array(length).fill(''))
      refs.current[0]?.focus()
    }, [resetKey, $digits, length])

    const focus = useCallback(
      (index: number) => {
        const el = refs.current[Math.max(0, Math.min(index, length - 1))]
        el?.focus()
        el?.select()
      },
      [length],
    )

    const fill = useCallback(
      (index: number, text: string) => {
        const chars = characters(text)
        if (chars.length === 0) return
        // A whole code typed or pasted anywhere fills from the first cell.
        const start = chars.length >= length ? 0 : index
        const next = [...$digits.get()]
        chars.slice(0, length - start).forEach((c, i) => {
          next[start + i] = c
        })
        $digits.set(next)
        const filled = next.indexOf('')
        if (filled === -1) {
          refs.current[length - 1]?.focus()
          completeRef.current?.(next.join(''))
        } else {
          focus(Math.min(start + chars.length, length - 1))
        }
      },
      [$digits, length, focus],
    )

    const erase = useCallback(
      (index: number) => {
        const next = [...$digits.get()]
        if (next[index]) {
          next[index] = ''
        } else if (index > 0) {
          next[index - 1] = ''
          focus(index - 1)
        }
        $digits.set(next)
      },
      [$digits, focus],
    )

    const setRef = useCallback((index: number, element: HTMLInputElement | null) => {
      refs.current[index] = element
    }, [])

    const value = useMemo(
      () => ({ $digits, length, disabled, invalid, setRef, fill, erase, focus }),
      [$digits, length, disabled, invalid, setRef, fill, erase, focus],
    )
    return (
      <CellsContext.Provider value={value}>
        {renderPart('div', props, {
          'data-scope': useScope(),
          'data-part': 'cells',
          'data-state': complete ? 'complete' : 'incomplete',
          // Digits read left to right in every language: the first cell is the first digit, also in Arabic.
          dir: 'ltr',
          'data-invalid': dataFlag(invalid),
          role: 'group',
          'aria-label': t('code.title'),
        })}
      </CellsContext.Provider>
    )
  },
)

/** One digit cell. The first carries `autocomplete="one-time-code"` so the browser can autofill the code. */
export const CodeCell = forwardPart(
  'CodeCell',
  function CodeCell({ index, ...props }: PartProps<'input'> & { index: number }) {
    const t = useMessages()
    const cells = useCells()
    const digit = useStore(
      useMemo(() => computed(cells.$digits, (d) => d[index] ?? ''), [cells.$digits, index]),
    )
    return renderPart('input', props, {
      ref: (el: HTMLInputElement | null) => cells.setRef(index, el),
      'data-scope': useScope(),
      'data-part': 'cell',
      'data-index': index,
      'data-state': digit ? 'filled' : 'empty',
      'data-invalid': dataFlag(cells.invalid),
      'aria-invalid': cells.invalid || undefined,
      'aria-label': t('code.label', { index: index + 1, length: cells.length }),
      type: 'text',
      inputMode: 'numeric',
      autoComplete: index === 0 ? 'one-time-code' : 'off',
      autoFocus: index === 0,
      value: digit,
      disabled: cells.disabled,
      onChange: (event: FormEvent<HTMLInputElement>) => {
        const text = event.currentTarget.value
        // The cell already held a digit: keep only what was typed.
        const typed = digit && text.length > 1 && text.startsWith(digit) ? text.slice(digit.length) : text
        if (typed === '') cells.erase(index)
        else cells.fill(index, typed)
      },
      onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
        event.preventDefault()
        cells.fill(index, event.clipboardData.getData('text'))
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Backspace' && !digit) {
          event.preventDefault()
          cells.erase(index)
        } else if (event.key === 'ArrowLeft') {
          event.preventDefault()
          cells.focus(index - 1)
        } else if (event.key === 'ArrowRight') {
          event.preventDefault()
          cells.focus(index + 1)
        }
      },
      onFocus: (event: FormEvent<HTMLInputElement>) => event.currentTarget.select(),
    })
  },
)

/** What a built-in screen's code entry takes (see `CodeCells`). */
interface CodeEntryProps {
  onComplete: (code: string) => void
  disabled?: boolean
  invalid?: boolean
  resetKey?: unknown
}

/** The group with its CODE_LENGTH cells: the code entry of the login code, step-up and MFA screens. */
export function CodeEntry(props: CodeEntryProps) {
  return (
    <CodeCells {...props}>
      {Array.from({ length: CODE_LENGTH }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
        <CodeCell key={index} index={index} />
      ))}
    </CodeCells>
  )
}

/**
 * A code screen's resend trigger (each screen names its part with `forwardPart`): a ghost button with
 * `data-part="resend-trigger"` and `data-state` idle, sending or sent, disabled and busy while sending.
 */
export function ResendTriggerButton({
  status = 'idle',
  ...props
}: PartProps<'button'> & { status?: 'idle' | 'sending' | 'sent' }) {
  return (
    <Button
      part="resend-trigger"
      variant="ghost"
      data-state={status}
      disabled={status === 'sending'}
      aria-busy={status === 'sending' || undefined}
      {...props}
    />
  )
}

/** A code screen's polite live region for progress ('Code sent'), `data-part="status"`. */
export function CodeStatusLine(props: PartProps<'p'>) {
  return renderPart('p', props, {
    'data-scope': useScope(),
    'data-part': 'status',
    role: 'status',
    'aria-live': 'polite',
  })
}
