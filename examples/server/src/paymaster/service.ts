/**
 * The ERC-7677 paymaster web service over eth-infinitism's VerifyingPaymaster (EntryPoint v0.7):
 * `pm_getPaymasterStubData` answers with a signature of the right shape that the contract rejects (for gas
 * estimation), `pm_getPaymasterData` with a signature valid for `validitySeconds`. Each request is checked against
 * the app's sponsorship policy and the caller's spend today; every decision is logged with its reason, and a
 * refusal is a JSON-RPC error whose message is `sponsorship_denied: <reason>` with nothing signed.
 */
import {
  type Address,
  getAddress,
  type Hex,
  isAddress,
  isHex,
  keccak256,
  type LocalAccount,
  toHex,
} from 'viem'
import { entryPoint07Address, formatUserOperation, type UserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import type { Deps } from '../context'
import { writeLog } from '../logging'
import type { AppRecord } from '../storage'
import { decodeAccountCalls } from './calls'
import { memoryLedger, type SpendLedger } from './ledger'
import { checkPolicy, type DenialReason } from './policy'
import { encodePaymasterData, loadPaymasterSigner, verifyingPaymasterHash } from './signer'

/** Gas the VerifyingPaymaster's validation needs at most (ecrecover and hashing the op): fixed, so the stub's
 * limits are the final ones (they are part of the signed hash). No postOp: the contract returns no context. */
export const PAYMASTER_VERIFICATION_GAS = 60_000n
export const PAYMASTER_POST_OP_GAS = 0n
const MAX_ACCOUNT_GAS = 10_000_000n

/** JSON-RPC error of the service. */
export class PaymasterRpcError extends Error {
  constructor(
    readonly rpcCode: number,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message)
  }
}

const invalidParams = (detail: string) =>
  new PaymasterRpcError(-32602, `invalid_params: ${detail}`, { code: 'invalid_params' })

const denied = (reason: DenialReason) =>
  new PaymasterRpcError(-32001, `sponsorship_denied: ${reason}`, { code: 'sponsorship_denied', reason })

export interface PaymasterCall {
  app: AppRecord
  /** The caller's user id; null for a guest (no session). */
  userId: string | null
  method: string
  params: unknown
  requestId?: string
}

export interface PaymasterService {
  handle(call: PaymasterCall): Promise<unknown>
  signerAddress(): Promise<Address>
}

const quantity = (v: unknown, name: string, required: boolean): bigint | undefined => {
  if (v === undefined || v === null) {
    if (required) throw invalidParams(`${name} is missing`)
    return undefined
  }
  if (typeof v !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(v))
    throw invalidParams(`${name} is not a hex quantity`)
  return BigInt(v)
}
const bytes = (v: unknown, name: string, required: boolean): Hex | undefined => {
  if (v === undefined || v === null) {
    if (required) throw invalidParams(`${name} is missing`)
    return undefined
  }
  if (typeof v !== 'string' || !isHex(v) || v.length % 2 !== 0)
    throw invalidParams(`${name} is not hex bytes`)
  return v
}

/** The v0.7 user operation of a request (RPC shape: hex quantities), checked field by field. */
export function readUserOperation(raw: unknown, final: boolean): UserOperation<'0.7'> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw invalidParams('the user operation is not an object')
  const o = raw as Record<string, unknown>
  if ('initCode' in o || 'paymasterAndData' in o)
    throw invalidParams('only EntryPoint v0.7 user operations are sponsored')
  if (typeof o.sender !== 'string' || !isAddress(o.sender, { strict: false }))
    throw invalidParams('sender is not an address')
  const factory = o.factory
  if (
    factory !== undefined &&
    factory !== null &&
    (typeof factory !== 'string' || !isAddress(factory, { strict: false }))
  )
    throw invalidParams('factory is not an address')
  // the RPC shape viem's formatter reads: the fields this service signs over must be there in the final request
  const op = formatUserOperation({
    ...o,
    sender: o.sender,
  } as never) as UserOperation<'0.7'>
  quantity(o.nonce, 'nonce', true)
  bytes(o.callData, 'callData', true)
  for (const k of [
    'callGasLimit',
    'verificationGasLimit',
    'preVerificationGas',
    'maxFeePerGas',
    'maxPriorityFeePerGas',
  ] as const) {
    quantity(o[k], k, final)
  }
  quantity(o.paymasterVerificationGasLimit, 'paymasterVerificationGasLimit', false)
  quantity(o.paymasterPostOpGasLimit, 'paymasterPostOpGasLimit', false)
  bytes(o.factoryData, 'factoryData', false)
  return {
    ...op,
    sender: getAddress(o.sender),
    callGasLimit: op.callGasLimit ?? 0n,
    verificationGasLimit: op.verificationGasLimit ?? 0n,
    preVerificationGas: op.preVerificationGas ?? 0n,
    maxFeePerGas: op.maxFeePerGas ?? 0n,
    maxPriorityFeePerGas: op.maxPriorityFeePerGas ?? 0n,
    signature: (o.signature as Hex | undefined) ?? '0x',
  }
}

/** The most the operation can cost the paymaster's deposit: all its gas limits at its max fee. */
export function maxCost(op: UserOperation<'0.7'>): bigint {
  const gas =
    op.callGasLimit +
    op.verificationGasLimit +
    op.preVerificationGas +
    (op.paymasterVerificationGasLimit ?? 0n) +
    (op.paymasterPostOpGasLimit ?? 0n)
  return gas * op.maxFeePerGas
}

const utcDay = (nowMs: number) => Math.floor(nowMs / 86_400_000)

export function createPaymasterService(deps: Deps, ledger: SpendLedger = memoryLedger()): PaymasterService {
  const config = deps.config.paymaster
  let signer: Promise<LocalAccount> | null = null
  const getSigner = () => {
    signer ??= loadPaymasterSigner(deps.storage, deps.data).catch((error) => {
      signer = null
      throw error
    })
    return signer
  }
  // a signature of the right length that recovers to an address no paymaster trusts: estimation runs the
  // contract's real code path, and the stub can never pay for anything
  const stubSigner = privateKeyToAccount(keccak256(toHex('latch paymaster stub')))
  let stubSignature: Promise<Hex> | null = null

  const log = (fields: Record<string, unknown>, outcome: string) =>
    writeLog(
      deps.config,
      outcome === 'sponsored' ? 'info' : 'warn',
      { ...fields, outcome },
      'paymaster decision',
      `paymaster ${outcome} app=${fields.appId} chain=${fields.chainId} sender=${fields.sender} ${fields.method}${fields.reason ? ` reason=${fields.reason}` : ''}`,
    )

  return {
    signerAddress: async () => (await getSigner()).address,
    async handle({ app, userId, method, params, requestId }) {
      if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData') {
        throw new PaymasterRpcError(-32601, `method_not_found: ${method}`, { code: 'method_not_found' })
      }
      if (!config)
        throw new PaymasterRpcError(-32003, 'paymaster_unavailable: this server has no paymaster', {
          code: 'paymaster_unavailable',
        })
      if (!Array.isArray(params) || params.length < 3)
        throw invalidParams('expected [userOperation, entryPoint, chainId, context?]')
      const [rawOp, entryPoint, chainHex] = params
      if (typeof entryPoint !== 'string' || entryPoint.toLowerCase() !== entryPoint07Address.toLowerCase()) {
        throw invalidParams('only EntryPoint v0.7 is supported')
      }
      const chainId = Number(quantity(chainHex, 'chainId', true))
      const final = method === 'pm_getPaymasterData'
      const op = readUserOperation(rawOp, final)
      const calls = decodeAccountCalls(op.callData)
      const fields = { reqId: requestId, appId: app.id, userId, sender: op.sender, chainId, method }
      const deny = (reason: DenialReason) => {
        log({ ...fields, reason }, 'denied')
        return denied(reason)
      }
      const policy = app.settings.sponsorship
      const reason = checkPolicy(policy, { chainId, guest: userId === null, calls })
      if (reason) throw deny(reason)
      const paymaster = config.contracts[chainId]
      if (!paymaster) throw deny('chain_not_sponsored')
      const cap = BigInt(policy?.capWeiPerDay ?? '0')
      const key = `${app.id}:${userId ?? `guest:${op.sender.toLowerCase()}`}`
      const day = utcDay(deps.config.now())
      const sponsor = { name: app.name }
      if (!final) {
        if ((await ledger.spent(key, day)) >= cap) throw deny('cap_reached')
        stubSignature ??= stubSigner.sign({ hash: keccak256(toHex('stub')) })
        log(fields, 'stub')
        return {
          paymaster,
          paymasterData: encodePaymasterData({ validUntil: 0, validAfter: 0 }, await stubSignature),
          paymasterVerificationGasLimit: toHex(PAYMASTER_VERIFICATION_GAS),
          paymasterPostOpGasLimit: toHex(PAYMASTER_POST_OP_GAS),
          sponsor,
          isFinal: false,
        }
      }
      // the gas limits signed over are the ones the operation carries; unbounded ones would drain the deposit
      const signed: UserOperation<'0.7'> = {
        ...op,
        paymaster,
        paymasterVerificationGasLimit: op.paymasterVerificationGasLimit ?? PAYMASTER_VERIFICATION_GAS,
        paymasterPostOpGasLimit: op.paymasterPostOpGasLimit ?? PAYMASTER_POST_OP_GAS,
      }
      if (
        (signed.paymasterVerificationGasLimit ?? 0n) > 4n * PAYMASTER_VERIFICATION_GAS ||
        op.callGasLimit + op.verificationGasLimit + op.preVerificationGas > MAX_ACCOUNT_GAS
      ) {
        throw invalidParams('gas limits above what this paymaster signs for')
      }
      if (!(await ledger.reserve(key, day, maxCost(signed), cap))) throw deny('cap_reached')
      const nowS = Math.floor(deps.config.now() / 1000)
      const window = { validUntil: nowS + (config.validitySeconds ?? 300), validAfter: nowS - 30 }
      const hash = verifyingPaymasterHash(signed, { chainId, paymaster, ...window })
      const signature = await (await getSigner()).signMessage({ message: { raw: hash } })
      log({ ...fields, maxCostWei: maxCost(signed).toString(), validUntil: window.validUntil }, 'sponsored')
      return { paymaster, paymasterData: encodePaymasterData(window, signature), sponsor, isFinal: true }
    },
  }
}
