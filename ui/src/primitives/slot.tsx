'use client'
import type { HTMLAttributes, ReactElement, ReactNode, Ref, RefCallback } from 'react'
/**
 * `asChild` support: a part renders its single child element instead of its own, merging props. The host's
 * handlers run first; if one calls `preventDefault()`, the part's own handler is skipped (Radix composition).
 */
import { Children, cloneElement, isValidElement } from 'react'
import { forwardPart } from './forward-part'

/** Props every part accepts on top of its element's props. */
export interface AsChildProps {
  /** Render the single child element instead of the part's own element, merging props and handlers. */
  asChild?: boolean
}

type AnyProps = Record<string, unknown>

/** Calls the host's handler, then ours unless the host prevented the default. */
export function composeHandlers<E extends { defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: ((event: E) => void) | undefined,
): (event: E) => void {
  return (event: E) => {
    theirs?.(event)
    if (!event.defaultPrevented) ours?.(event)
  }
}

/** One ref callback that sets every given ref. */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (value) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value)
      else if (ref && typeof ref === 'object') (ref as { current: T | null }).current = value
    }
  }
}

/**
 * Merges our props (part behaviour and attributes) with the host's (child) props; handlers, classes, styles and refs
 * combine. As in Radix's Slot, a handler, class, style or ref the host leaves unset (`onClick={undefined}`, a
 * conditional `className`) keeps the part's own: the part's behaviour (Close closes, Back goes back) is never erased
 * by an absent value. Any other prop the host passes, even `undefined`, wins: that is the host's choice.
 */
export function mergeProps(ours: AnyProps, theirs: AnyProps): AnyProps {
  const out: AnyProps = { ...ours, ...theirs }
  for (const key of Object.keys(ours)) {
    const a = ours[key]
    const b = theirs[key]
    const combined = key === 'className' || key === 'style' || key === 'ref' || /^on[A-Z]/.test(key)
    if (!combined) continue
    if (b === undefined || b === null) {
      out[key] = a
    } else if (/^on[A-Z]/.test(key) && typeof a === 'function' && typeof b === 'function') {
      out[key] = composeHandlers(b as (e: never) => void, a as (e: never) => void)
    } else if (key === 'className' && a) {
      out[key] = `${a} ${b}`
    } else if (key === 'style' && a) {
      out[key] = { ...(a as object), ...(b as object) }
    } else if (key === 'ref' && a) {
      // A part's own ref (focus management) and the host's both receive the element.
      out[key] = mergeRefs(a as Ref<unknown>, b as Ref<unknown>)
    }
  }
  return out
}

type RefElement = ReactElement<AnyProps & { ref?: Ref<HTMLElement> }> & { ref?: Ref<HTMLElement> }

/** A getter React installs in development to warn about reading `ref` from the place it no longer lives. */
function isWarningGetter(target: object, key: string): boolean {
  const get = Object.getOwnPropertyDescriptor(target, key)?.get
  return !!get && 'isReactWarning' in get
}

/**
 * The ref a child element was created with: `element.props.ref` on React 19, `element.ref` on React 18, read
 * without tripping either version's development warning.
 */
export function elementRef(element: RefElement): Ref<HTMLElement> | undefined {
  if (isWarningGetter(element.props, 'ref')) return element.ref ?? undefined
  if (isWarningGetter(element, 'ref')) return element.props.ref
  return element.props.ref ?? element.ref ?? undefined
}

/** Renders its only child with the merged props (the child's ref and a ref given to the slot both receive it). */
export const Slot = forwardPart(
  'Slot',
  function Slot({
    children,
    ref,
    ...props
  }: HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
    const child = Children.only(children)
    if (!isValidElement(child)) return null
    const element = child as RefElement
    const merged = mergeProps(props as AnyProps, element.props)
    const own = elementRef(element)
    merged.ref = ref ? mergeRefs(ref, own) : own
    return cloneElement(element, merged)
  },
)
