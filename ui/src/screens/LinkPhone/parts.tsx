'use client'
/** Parts of LINK_PHONE_SCREEN; the form parts are LANDING's (`PhoneForm`, `CountrySelect`, ...). */
import type { PartProps } from '../../primitives/part'
import { ScreenRoot } from '../../primitives/parts'

/** The link-phone root (`data-scope="link-phone"`). */
export function LinkPhoneRoot(props: PartProps<'div'>) {
  return <ScreenRoot scope="link-phone" {...props} />
}
