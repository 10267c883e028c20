/**
 * The modal's face on the client (`latch.flows.modal` with the screen's intents, `$modal`, `openModal`, `closeModal`,
 * `navigate`, `login`).
 */
import { defineServiceModule } from '../flow-module'
import type { ModalCommandsOf, ModalFlowOf } from './modal.service'
import type { AnyScreens } from './modal.types'

/**
 * The modal's face on the client: `latch.flows.modal` and the commands `$modal`, `openModal`, `closeModal`,
 * `navigate`, `login`. The service itself is made by `createFlows`; this module only hands it out.
 */
export const modalModule = defineServiceModule({
  name: 'modal',
  create(ctx) {
    const modal = ctx.modal
    const { $intents, ready, back, leave, retry } = ctx.intents
    const flow: ModalFlowOf<AnyScreens> = { ...modal, $intents, ready, back, leave, retry }
    const modalCommands: ModalCommandsOf<AnyScreens> = {
      $modal: modal.$state,
      openModal: (screen, ...data) => modal.open(screen ? { screen, data: data[0] ?? null } : {}),
      closeModal: () => modal.close(),
      navigate: (screen, ...data) => modal.navigate(screen, ...data),
      login: () => modal.login(),
    }
    return { flow, commands: modalCommands, dispose: () => undefined }
  },
})
