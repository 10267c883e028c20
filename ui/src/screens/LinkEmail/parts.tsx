'use client'
/** Parts of LINK_EMAIL_SCREEN; the entry is the shared email entry (`primitives/recipient-entry.tsx`, also named `Landing.EmailEntry`). */
import { forwardPart, type PartProps } from '../../primitives/part'
import { ScreenRoot } from '../../primitives/parts'

/** The link-email root (`data-scope="link-email"`). */
export const LinkEmailRoot = forwardPart('LinkEmailRoot', function LinkEmailRoot(props: PartProps<'div'>) {
  return <ScreenRoot scope="link-email" {...props} />
})
