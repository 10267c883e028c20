/** The modal closing, as a flow should hear it. */
import type { AnyModalState } from './modal.types'

interface ModalStateSource {
  $state: { get(): AnyModalState; listen(listener: (state: AnyModalState) => void): () => void }
}

/**
 * Calls `listener` each time the modal goes from open to closed (the person closed it, or a route closed the prompt
 * that opened it). A modal that stays closed calls nothing: its hide delay, its landing reset and a screen change
 * while hidden also update its state, and a flow a custom UI drives headless (the modal never shown) must not be
 * reset by them. Returns the stop.
 */
export function onModalClose(modal: ModalStateSource, listener: () => void): () => void {
  let open = modal.$state.get().open
  return modal.$state.listen((state) => {
    const closed = open && !state.open
    open = state.open
    if (closed) listener()
  })
}
