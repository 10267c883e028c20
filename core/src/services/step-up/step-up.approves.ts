/**
 * What a verification approves, as the prompt says it: the action and target of the grant a refusal named
 * ('Enter the code to remove your email a@b.c'). Shared by the step-up prompt (a code to the user's email or phone)
 * and the MFA prompt (a code, or a passkey). Loads with the prompts (the wallet group of texts).
 */
import type { GrantJSON } from '../../api/wire'
import type { MessageKey, Messages } from '../../messages'
import { formatWalletMessage } from '../../messages.wallet'
import { shortenAddress } from '../../rules/format'
import { oauthProviderName } from '../../rules/oauth'

/** How the person approves: by typing a code, with a passkey, or not chosen yet (the choice of a method). */
export type ApprovalMode = 'code' | 'passkey' | 'confirm'

const MODE_KEYS: Record<ApprovalMode, MessageKey> = {
  code: 'grant.enterCode',
  passkey: 'grant.usePasskey',
  confirm: 'grant.confirm',
}

type Catalogue = Partial<Messages> | undefined

/** `<type>:<key>` split at the first colon (the key may hold colons itself). */
function split(target: string): [string, string] {
  const at = target.indexOf(':')
  return at < 0 ? [target, ''] : [target.slice(0, at), target.slice(at + 1)]
}

/** The phrase of an account for link and unlink: its kind and the address, number or provider the person knows. */
function accountPhrase(catalogue: Catalogue, verb: 'link' | 'unlink', target: string): string {
  const [type, key] = split(target)
  const f = (suffix: string, values?: Record<string, string>) =>
    formatWalletMessage(catalogue, `grant.${verb}${suffix}` as MessageKey, values)
  if (type === 'email' && key) return f('Email', { email: key })
  if (type === 'phone' && key) return f('Phone', { phone: key })
  if (type === 'wallet' && key) return f('Wallet', { address: shortenAddress(key) })
  if (type === 'passkey') return f('Passkey')
  if (type.endsWith('_oauth'))
    return f('Oauth', { provider: oauthProviderName(type.slice(0, -'_oauth'.length)) })
  return f('Account')
}

/** The action part of the sentence ('remove your email a@b.c'), translated. */
export function grantPhrase(catalogue: Catalogue, grant: Pick<GrantJSON, 'action' | 'target'>): string {
  const t = (key: string) => formatWalletMessage(catalogue, key as MessageKey)
  switch (grant.action) {
    case 'link':
    case 'unlink':
      return accountPhrase(catalogue, grant.action, grant.target)
    case 'mfa_enroll':
      return t('grant.mfaEnroll')
    case 'mfa_remove':
      return t('grant.mfaRemove')
    case 'passkey_rename':
      return t('grant.passkeyRename')
    case 'recovery_password':
      return t('grant.recoveryPassword')
    case 'wallet_export':
      return t('grant.walletExport')
    case 'wallet_sign':
      return t('grant.walletSign')
    case 'device_register':
      return t('grant.deviceRegister')
    case 'device_revoke':
      return t('grant.deviceRevoke')
    default:
      return t('grant.other')
  }
}

/**
 * The prompt's line for a grant: 'Enter the code to remove your email a@b.c', 'Use your passkey to approve this
 * signature', 'Confirm it's you to export your wallet'; null without a grant (the refusal named none).
 */
export function approvesText(
  catalogue: Catalogue,
  grant: Pick<GrantJSON, 'action' | 'target'> | null,
  mode: ApprovalMode,
): string | null {
  if (!grant) return null
  return formatWalletMessage(catalogue, MODE_KEYS[mode], { action: grantPhrase(catalogue, grant) })
}
