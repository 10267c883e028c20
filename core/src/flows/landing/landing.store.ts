/** The computed landing model of one client. */

import type { ReadableAtom } from 'nanostores'
import { computed } from 'nanostores'
import type { LatchContext } from '../../context'
import { isAllowedLogoUrl, legalLine } from '../../rules/landing'
import type { AnyModalState as ModalState } from '../../services/modal/modal.types'
import { landingViews } from './landing.rules'
import type { LandingModel } from './landing.types'

/** Derives the landing model from the config, the server app config and the modal's landing view. */
export function createLandingStore(
  ctx: LatchContext,
  $modal: ReadableAtom<ModalState>,
): ReadableAtom<LandingModel> {
  return computed([ctx.$config, ctx.$appConfig, $modal], (config, appConfig, modal) => {
    const views = landingViews(config)
    const logo = config.appearance.logo ?? appConfig?.logoUrl ?? null
    return {
      title: ctx.messages['landing.title'],
      appName: appConfig?.name || null,
      logoUrl: isAllowedLogoUrl(logo) ? logo : null,
      view: modal.landingView,
      options: views[modal.landingView],
      views,
      legal: legalLine(
        {
          termsAndConditionsUrl: config.legal.termsAndConditionsUrl ?? appConfig?.termsAndConditionsUrl,
          privacyPolicyUrl: config.legal.privacyPolicyUrl ?? appConfig?.privacyPolicyUrl,
        },
        ctx.messages,
      ),
      protectedBy: ctx.messages['landing.protectedBy'],
    }
  })
}
