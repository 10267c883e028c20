/** The error channel's face on the client: `$lastError`. */
import { defineServiceModule } from '../flow-module'
import type { ErrorCommands } from './errors.service'

/** The error channel's face on the client: `$lastError`. */
export const errorsModule = defineServiceModule({
  name: 'errors',
  create(ctx) {
    const commands: ErrorCommands = { $lastError: ctx.errors.$lastError }
    return { flow: null, commands, dispose: () => undefined }
  },
})
