'use client'
/** Parts of LINK_EMAIL_SCREEN; the form parts are LANDING's (`EmailForm`, `EmailInput`, ...). */
import { forwardPart, type PartProps } from '../../primitives/part'
import { ScreenRoot } from '../../primitives/parts'

/** The link-email root (`data-scope="link-email"`). */
export const LinkEmailRoot = forwardPart('LinkEmailRoot', function LinkEmailRoot(props: PartProps<'div'>) {
  return <ScreenRoot scope="link-email" {...props} />
})
