'use client'
/** Parts of LINK_PHONE_SCREEN; the entry is the shared phone entry (`primitives/recipient-entry.tsx`, also named `Landing.PhoneEntry`). */
import { forwardPart, type PartProps } from '../../primitives/part'
import { ScreenRoot } from '../../primitives/parts'

/** The link-phone root (`data-scope="link-phone"`). */
export const LinkPhoneRoot = forwardPart('LinkPhoneRoot', function LinkPhoneRoot(props: PartProps<'div'>) {
  return <ScreenRoot scope="link-phone" {...props} />
})
