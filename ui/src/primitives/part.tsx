'use client'
import type { ComponentPropsWithRef, ElementType, ReactElement } from 'react'
/** Building blocks of parts: the scope context and `renderPart`, which sets the anatomy attributes. */
import { createContext, createElement, useContext } from 'react'
import { type AsChildProps, mergeProps, Slot } from './slot'

export { forwardPart } from './forward-part'

/** The `data-scope` of the screen a part sits in. */
export const ScopeContext = createContext<string>('latch')

/** The current screen's `data-scope`. */
export function useScope(): string {
  return useContext(ScopeContext)
}

/** Props of a part rendering a `T` element. */
export type PartProps<T extends ElementType> = AsChildProps & ComponentPropsWithRef<T>

/**
 * Renders a part: our props (anatomy attributes, aria, behaviour) merged with the host's, host handlers first.
 * With `asChild` the host's single child element is rendered instead of `tag`.
 */
export function renderPart(
  tag: ElementType,
  props: AsChildProps & object,
  ours: Record<string, unknown>,
): ReactElement {
  const { asChild, ...theirs } = props as AsChildProps & Record<string, unknown>
  const merged = mergeProps(ours, theirs)
  if (asChild) {
    const { children, ...rest } = merged
    return createElement(Slot, rest as object, children as ReactElement)
  }
  return createElement(tag, merged)
}

/** `data-state` values are strings; booleans become presence attributes. */
export function dataFlag(on: boolean | undefined): '' | undefined {
  return on ? '' : undefined
}
