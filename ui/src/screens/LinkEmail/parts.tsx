'use client'
/** Parts of LINK_EMAIL_SCREEN; the form parts are LANDING's (`EmailForm`, `EmailInput`, ...). */
import type { PartProps } from '../../primitives/part'
import { ScreenRoot } from '../../primitives/parts'

/** The link-email root (`data-scope="link-email"`). */
export function LinkEmailRoot(props: PartProps<'div'>) {
  return <ScreenRoot scope="link-email" {...props} />
}
