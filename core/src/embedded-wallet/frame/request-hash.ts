/**
 * The hash that names a signing request in a share release (`purpose=sign&request=<hash>`) and in the grant a user
 * with MFA verifies for it (`wallet_sign <address>:<hash>`): lower-case hex SHA-256 (WebCrypto) of the UTF-8 JSON
 * `JSON.stringify({ method, params })` of the JSON-RPC request the frame unlocks the key for. A code typed to
 * approve one signature approves that request and nothing else. The host computes nothing: the server's refusal
 * carries the target back.
 */
import { FrameError, type FrameRpcMethod } from '../protocol'
import { bytesToHex, utf8 } from './encoding'

/** The request hash; a request that is not JSON data (a bigint param) is `invalid_request_arguments`. */
export async function signRequestHash(request: {
  method: FrameRpcMethod
  params: unknown[]
}): Promise<string> {
  let json: string
  try {
    json = JSON.stringify({ method: request.method, params: request.params })
  } catch {
    throw new FrameError('invalid_request_arguments', 'The request parameters must be JSON data')
  }
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(utf8(json)))
  return bytesToHex(new Uint8Array(digest)).slice(2)
}
