/** The recovery file the password flow offers to download (the password in a text file named after the app). */
import { DOWNLOAD_LINK_CLEANUP_MS } from '../../constants'
import type { EmbeddedWalletContext } from './embedded-wallet.context'
import { later, t } from './embedded-wallet.runtime'

/** The recovery file's name: the app name (file-safe) plus 'privy-wallet-recovery.txt'. */
export function recoveryFileName(appName: string | null | undefined): string {
  const name = (appName ?? '')
    .trim()
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return name ? `${name}-privy-wallet-recovery.txt` : 'privy-wallet-recovery.txt'
}

/** Downloads the recovery file through a temporary link, removed with its object URL after 5000 ms. */
export async function downloadRecoveryFile(c: EmbeddedWalletContext): Promise<void> {
  const state = c.$state.get()
  if (state.step !== 'password' || !state.password.password) return
  const g = globalThis as { document?: Document; URL?: typeof URL; Blob?: typeof Blob }
  if (!g.document?.body || !g.URL?.createObjectURL || !g.Blob) return
  const appName = c.ctx.$appConfig.get()?.name ?? null
  const text = t(c, 'password.recoveryFile', { app: appName ?? '', password: state.password.password })
  const url = g.URL.createObjectURL(new g.Blob([text], { type: 'text/plain' }))
  const link = g.document.createElement('a')
  link.href = url
  link.download = recoveryFileName(appName)
  link.rel = 'noopener'
  link.style.display = 'none'
  g.document.body.appendChild(link)
  link.click()
  later(c, DOWNLOAD_LINK_CLEANUP_MS, () => {
    link.remove()
    g.URL?.revokeObjectURL(url)
  })
}
