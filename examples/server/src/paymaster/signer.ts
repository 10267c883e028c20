/**
 * The verifying paymaster's signer: a secp256k1 key made on first use and kept in the secrets table sealed with the
 * server's data key (like the wallet master key), and the hash eth-infinitism's VerifyingPaymaster (EntryPoint
 * v0.7) checks: `getHash(userOp, validUntil, validAfter)`, signed as an EIP-191 message.
 */
import {
  type Address,
  encodeAbiParameters,
  type Hex,
  hexToBigInt,
  keccak256,
  type LocalAccount,
  sliceHex,
} from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { DataCrypto } from '../secrets'
import type { Storage } from '../storage'

/** The secrets row of the paymaster signer key (sealed with the data key, bound to `secret:<this name>`). */
export const PAYMASTER_SECRET = 'paymaster_signer_key'

export async function loadPaymasterSigner(storage: Storage, data: DataCrypto): Promise<LocalAccount> {
  const context = `secret:${PAYMASTER_SECRET}`
  const stored = await storage.putSecretIfAbsent(PAYMASTER_SECRET, data.seal(generatePrivateKey(), context))
  const key = data.open(stored, context)
  if (!/^0x[0-9a-f]{64}$/.test(key)) throw new Error('The paymaster signer key is malformed')
  return privateKeyToAccount(key as Hex)
}

export interface ValidityWindow {
  validUntil: number
  validAfter: number
}

/** VerifyingPaymaster.getHash for a v0.7 user operation whose paymaster fields are set (paymasterData ignored). */
export function verifyingPaymasterHash(
  userOp: UserOperation<'0.7'>,
  at: { chainId: number; paymaster: Address } & ValidityWindow,
): Hex {
  const packed = toPackedUserOperation({ ...userOp, paymaster: at.paymaster, paymasterData: '0x' })
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        packed.sender,
        packed.nonce,
        keccak256(packed.initCode),
        keccak256(packed.callData),
        packed.accountGasLimits,
        hexToBigInt(sliceHex(packed.paymasterAndData, 20, 52)),
        packed.preVerificationGas,
        packed.gasFees,
        BigInt(at.chainId),
        at.paymaster,
        at.validUntil,
        at.validAfter,
      ],
    ),
  )
}

/** paymasterData: abi.encode(validUntil, validAfter) followed by the signature. */
export function encodePaymasterData(window: ValidityWindow, signature: Hex): Hex {
  return `${encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [window.validUntil, window.validAfter])}${signature.slice(2)}` as Hex
}
