/** The pending request's face on the client. */
import { defineServiceModule } from '../flow-module'
import type { RequestCommands, RequestFlow } from './request.service'

/** The pending request's face on the client: `latch.flows.request`, `$request`, `approveRequest`, `rejectRequest`. */
export const requestModule = defineServiceModule({
  name: 'request',
  create(ctx) {
    const requests = ctx.requests
    const flow: RequestFlow = requests
    const commands: RequestCommands = {
      $request: requests.$state,
      approveRequest: requests.approve,
      rejectRequest: requests.refuse,
    }
    return { flow, commands, dispose: () => undefined }
  },
})
