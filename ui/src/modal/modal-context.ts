'use client'
import { createContext, useContext } from 'react'
import type { LandingButtons } from '../types'

/** How the modal is laid out: a centred 360 px dialog, a bottom drawer (narrow viewports) or inline in a host dialog. */
export type ModalLayout = 'modal' | 'drawer' | 'inline'

export interface ModalContextValue {
  /** Id for the screen's title, referenced by the dialog's `aria-labelledby`. */
  titleId: string | undefined
  layout: ModalLayout
}

export const ModalContext = createContext<ModalContextValue>({ titleId: undefined, layout: 'modal' })

/** The modal shell's layout and title id (for custom screens). */
export function useModalContext(): ModalContextValue {
  return useContext(ModalContext)
}

/**
 * The button of each LANDING entry type, merged from the screen modules' declarations (`ui/src/registry.ts`); the
 * modal provides it, LANDING reads it (null outside the modal: LANDING then uses its own folder's buttons).
 */
export const LandingButtonsContext = createContext<LandingButtons | null>(null)
