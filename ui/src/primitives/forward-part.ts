'use client'
import type { ReactElement } from 'react'
import { forwardRef } from 'react'

/**
 * Makes a part accept a host `ref` on React 18 as well as 19. React 19 passes `ref` as an ordinary prop; React 18
 * strips it from a plain function component's props (with a warning), so the part is wrapped in `forwardRef`, which
 * both versions support, and the ref is handed back to `render` as the `ref` prop.
 */
export function forwardPart<P extends object>(
  displayName: string,
  render: (props: P) => ReactElement | null,
): (props: P) => ReactElement | null {
  const component = forwardRef<unknown, P>((props, ref) => render((ref ? { ...props, ref } : props) as P))
  component.displayName = displayName
  // Typed as the plain function component it renders like, so the exported prop types stay `PartProps<...>`.
  return component as unknown as (props: P) => ReactElement | null
}
