/**
 * The sign flow's rules (pure; loaded with the implementation, since viem checks typed data): a message and EIP-712
 * typed data checked and serialised, a provider's message parameter as the person reads it, and the screen's view.
 */
import { getTypesForEIP712Domain, hexToBytes, isHex, validateTypedData } from 'viem'
import { LatchError } from '../../errors'
import type { MessageKey } from '../../messages'
import { formatWalletMessage } from '../../messages.wallet'
import type { SignMessageUiOptions, SignRequestView, TypedDataInput } from './sign.types'

/** The client's text catalogue (the host's overrides), as the rules take it. */
export type Catalogue = Partial<Record<MessageKey, string>> | undefined

/** The request kinds of the sign flow. */
export type SignInput = { kind: 'message'; input: unknown } | { kind: 'typed-data'; input: unknown }

/** 'Message to sign must be a non-empty string' (code 'invalid_message') unless the message is one. */
export function checkMessage(message: unknown, catalogue?: Catalogue): string {
  if (typeof message !== 'string' || message.length === 0) {
    throw new LatchError('invalid_message', formatWalletMessage(catalogue, 'walletError.emptyMessage'))
  }
  return message
}

/**
 * Checks EIP-712 typed data with viem (types, primaryType, domain and message values) and serialises it for
 * `eth_signTypedData_v4`. Throws `LatchError('invalid_request_arguments')` naming viem's reason.
 */
export function checkTypedData(data: unknown): { json: string; pretty: string } {
  const d = data as Partial<TypedDataInput> | null
  if (
    typeof d !== 'object' ||
    d === null ||
    typeof d.types !== 'object' ||
    d.types === null ||
    typeof d.primaryType !== 'string' ||
    typeof d.message !== 'object' ||
    d.message === null
  ) {
    throw new LatchError('invalid_request_arguments', 'Typed data needs types, primaryType and message')
  }
  const typed = { domain: d.domain ?? {}, types: d.types, primaryType: d.primaryType, message: d.message }
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the shape is checked above; viem checks every field against types
    validateTypedData(typed as any)
    const bigints = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)
    // The wallet reads the domain's fields from EIP712Domain, so it is listed with the other types.
    const withDomain = {
      ...typed,
      types: { EIP712Domain: getTypesForEIP712Domain({ domain: typed.domain }), ...typed.types },
    }
    const json = JSON.stringify(withDomain, bigints)
    const pretty = JSON.stringify(typed.message, bigints, 2)
    return { json, pretty }
  } catch (error) {
    throw new LatchError(
      'invalid_request_arguments',
      (error as { shortMessage?: string }).shortMessage ?? 'Invalid typed data',
      { cause: error },
    )
  }
}

/** What the sign screen shows for a request: the message or typed data, and the title, description and button texts (the host's, else the catalogue's). */
export function view(
  kind: SignInput['kind'],
  body: string,
  options: SignMessageUiOptions | undefined,
  c: Catalogue,
) {
  const o = options ?? {}
  const text = (value: unknown, key: MessageKey) =>
    typeof value === 'string' && value !== '' ? value : formatWalletMessage(c, key)
  return {
    kind,
    message: kind === 'message' ? body : null,
    typedData: kind === 'typed-data' ? body : null,
    title: text(o.title, 'sign.title'),
    description: text(o.description, 'sign.description'),
    buttonText: text(o.buttonText, 'sign.button'),
  } satisfies SignRequestView
}

/** The provider signing methods that ask the person first (unless `noPromptOnSignature`). */
export const PROMPTED_METHODS = ['personal_sign', 'eth_sign', 'eth_signTypedData_v4'] as const

/** `invalid_request_arguments` naming the method and what is wrong with its parameters. */
export const badRequest = (method: string, why: string) =>
  new LatchError('invalid_request_arguments', `Invalid parameters for ${method}: ${why}`)

/** A message parameter as the person reads it: its UTF-8 text when it is readable, else its hex. */
export function readable(data: string): string {
  if (!isHex(data)) return data
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(data))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters mark binary data
    return /[\u0000-\u0008\u000e-\u001f\u007f]/.test(text) ? data : text
  } catch {
    return data
  }
}
