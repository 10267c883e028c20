/** The captcha's face on the client: `latch.flows.captcha` (the service `createFlows` made). */
import { defineServiceModule } from '../flow-module'
import type { CaptchaFlow } from './captcha.service'

/** The captcha module (no commands: the captcha widget and the code flows use the flow). */
export const captchaModule = defineServiceModule({
  name: 'captcha',
  create(ctx) {
    const { dispose: _dispose, ...flow }: CaptchaFlow & { dispose(): void } = ctx.captcha
    return { flow: flow satisfies CaptchaFlow, commands: {}, dispose: () => undefined }
  },
})
