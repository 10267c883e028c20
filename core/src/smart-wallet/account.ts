/**
 * The smart account of a person's embedded wallet: permissionless's implementation of the configured kind, owned by
 * a signer that never holds the key here (the embedded wallet's frame signs: see `SmartWalletOwner`), on EntryPoint
 * v0.7. Its address is derived counterfactually from the owner; the account is deployed by its first user operation.
 */
import {
  toKernelSmartAccount,
  toLightSmartAccount,
  toSafeSmartAccount,
  toSimpleSmartAccount,
} from 'permissionless/accounts'
import type { Hex, LocalAccount, PublicClient, SignableMessage, TypedDataDefinition } from 'viem'
import { entryPoint07Address, type SmartAccount } from 'viem/account-abstraction'
import { toAccount } from 'viem/accounts'
import type { SmartWalletImplementation } from '../config/types'

/** What signs for the account: the embedded wallet's EOA, its key kept in the frame. */
export interface SmartWalletOwner {
  address: `0x${string}`
  /** EIP-191 personal message (user operation hashes are signed this way by all four implementations). */
  signMessage(args: { message: SignableMessage }): Promise<Hex>
  signTypedData(typed: TypedDataDefinition): Promise<Hex>
}

const ENTRY_POINT = { address: entryPoint07Address, version: '0.7' } as const

export async function toLatchSmartAccount(options: {
  implementation: SmartWalletImplementation
  owner: SmartWalletOwner
  client: PublicClient
  factoryAddress?: `0x${string}`
}): Promise<SmartAccount> {
  const { owner, client, factoryAddress } = options
  const signer: LocalAccount = toAccount({
    address: owner.address,
    signMessage: ({ message }) => owner.signMessage({ message }),
    signTypedData: (typed) => owner.signTypedData(typed as TypedDataDefinition),
    signTransaction: () => Promise.reject(new Error('The smart account owner signs no transactions')),
  })
  switch (options.implementation) {
    case 'simple':
      return toSimpleSmartAccount({ client, owner: signer, entryPoint: ENTRY_POINT, factoryAddress })
    case 'light':
      return toLightSmartAccount({
        client,
        owner: signer,
        entryPoint: ENTRY_POINT,
        version: '2.0.0',
        factoryAddress,
      })
    case 'kernel':
      return toKernelSmartAccount({
        client,
        owners: [signer],
        entryPoint: ENTRY_POINT,
        version: '0.3.1',
        factoryAddress,
      })
    case 'safe':
      return toSafeSmartAccount({ client, owners: [signer], entryPoint: ENTRY_POINT, version: '1.4.1' })
  }
}
