/**
 * The URL of the export view frame: `{apiUrl}/apps/{appId}/embedded-wallets/export` with the address, the export
 * channel, the width, the client analytics id and the theme colours. Never the access token: the host posts it to the
 * view once the view says it is ready on that channel (`ExportChannel` in ./proxy.ts), so it stays out of the
 * frame's URL, history and the server's logs.
 */

/** What the export view needs. */
export interface ExportViewUrlParameters {
  apiUrl: string
  appId: string
  address: string
  /** The export channel's id (`ExportChannel.id`): the view answers on it and the host sends the token to it. */
  channel: string
  /** Width of the frame in px. */
  width?: number
  clientAnalyticsId?: string
  /** Text colour, `#rgb`/`#rrggbb`/`#rrggbbaa`. */
  color?: string
  /** Background colour, same forms. */
  background?: string
}

const COLOR = /^#[0-9a-fA-F]{3,8}$/

/** Builds the export view URL; colours that are not hex colours are left out. */
export function buildExportViewUrl(p: ExportViewUrlParameters): string {
  const url = new URL(`/apps/${encodeURIComponent(p.appId)}/embedded-wallets/export`, p.apiUrl)
  url.searchParams.set('address', p.address)
  url.searchParams.set('channel', p.channel)
  if (p.width !== undefined && Number.isFinite(p.width) && p.width > 0) {
    url.searchParams.set('width', String(Math.round(p.width)))
  }
  if (p.clientAnalyticsId) url.searchParams.set('caid', p.clientAnalyticsId)
  if (p.color && COLOR.test(p.color)) url.searchParams.set('color', p.color)
  if (p.background && COLOR.test(p.background)) url.searchParams.set('background', p.background)
  return url.toString()
}

/** What the passkey view needs: the wallet, the channel, what to do, and its button's text in the host's language. */
export interface PasskeyViewUrlParameters {
  apiUrl: string
  appId: string
  address: string
  /** The view channel's id (`ExportChannel.id`). */
  channel: string
  /** 'set': switch the wallet's recovery to the passkey; 'recover': recover the wallet on this device. */
  action: 'set' | 'recover'
  /** The button's text inside the view. */
  label: string
  clientAnalyticsId?: string
}

/**
 * The URL of the passkey view frame: `{apiUrl}/apps/{appId}/embedded-wallets/passkey` with the address, the channel,
 * the action and the button's text. Never the access token (it goes to the view by postMessage, as for export).
 */
export function buildPasskeyViewUrl(p: PasskeyViewUrlParameters): string {
  const url = new URL(`/apps/${encodeURIComponent(p.appId)}/embedded-wallets/passkey`, p.apiUrl)
  url.searchParams.set('address', p.address)
  url.searchParams.set('channel', p.channel)
  url.searchParams.set('action', p.action)
  url.searchParams.set('label', p.label)
  if (p.clientAnalyticsId) url.searchParams.set('caid', p.clientAnalyticsId)
  return url.toString()
}
