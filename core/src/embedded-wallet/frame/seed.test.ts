import { ed25519 } from '@noble/curves/ed25519'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  deriveEthereumKey,
  deriveSolanaKey,
  ed25519At,
  entropyOfMnemonic,
  ethereumPath,
  mnemonicOf,
  seedOf,
  solanaPath,
} from './seed'

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const bytes = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (b) => Number.parseInt(b, 16))

// BIP-39's reference vectors (Trezor's vectors.json, passphrase 'TREZOR').
const BIP39 = [
  {
    entropy: '00000000000000000000000000000000',
    mnemonic: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    seed: 'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
  },
  {
    entropy: '7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f',
    mnemonic: 'legal winner thank year wave sausage worth useful legal winner thank yellow',
    seed: '2e8905819b8723fe2c1d161860e5ee1830318dbf49a83bd451cfb8440c28bd6fa457fe1296106559a3c80937a1c1069be3a3a5bd381ee6260e8d9739fce1f607',
  },
  {
    entropy: 'ffffffffffffffffffffffffffffffff',
    mnemonic: 'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong',
    seed: 'ac27495480225222079d7be181583751e86f571027b0497b5b5d11218e0a8a13332572917f0f8e5a589620c6f15b11c61dee327651a14c34e18231052e48c069',
  },
  {
    entropy: '0000000000000000000000000000000000000000000000000000000000000000',
    mnemonic:
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon art',
    seed: 'bda85446c68413707090a52022edd26a1c9462295029f2e60cd7c4f2bbd3097170af7a4d73245cafa9c3cca8d561a7c3de6f5d4a10be8ed2a5e608d68f92fcc8',
  },
]

// SLIP-0010, test vector 1 for ed25519 (seed 000102...0f): private keys and public keys (without the 00 prefix).
const SLIP10_SEED = '000102030405060708090a0b0c0d0e0f'
const SLIP10 = [
  {
    path: 'm',
    key: '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
    pub: 'a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed',
  },
  {
    path: "m/0'",
    key: '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    pub: '8c8a13df77a28f3445213a0f432fde644acaa215fc72dcdf300d5efaa85d350c',
  },
  {
    path: "m/0'/1'",
    key: 'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2',
    pub: '1932a5270f335bed617d5b935c80aedb1a35bd9fc1e31acafd5372c30f5c1187',
  },
  {
    path: "m/0'/1'/2'",
    key: '92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9',
    pub: 'ae98736566d30ed0e9d2f4486a64bc95740d89c7db33f52121f8ea8f76ff0fc1',
  },
  {
    path: "m/0'/1'/2'/2'",
    key: '30d1dc7e5fc04c31219ab25a27ae00b50f6fd66622f6e9c913253d6511d1e662',
    pub: '8abae2d66361c879b900d204ad2cc4984fa2aa344dd7ddc46007329ac76c429c',
  },
  {
    path: "m/0'/1'/2'/2'/1000000000'",
    key: '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793',
    pub: '3c24da049451555d51a7014a37337aa4e12d41e485abccfa46b47dfb2af54b7a',
  },
]

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const HARDHAT = 'test test test test test test test test test test test junk'

describe('BIP-39 (published vectors)', () => {
  it.each(BIP39)('entropy $entropy gives its phrase and its seed', ({ entropy, mnemonic, seed }) => {
    expect(mnemonicOf(bytes(entropy))).toBe(mnemonic)
    expect(hex(entropyOfMnemonic(mnemonic))).toBe(entropy)
    expect(hex(seedOf(bytes(entropy), 'TREZOR'))).toBe(seed)
  })

  it('a phrase with a wrong checksum, an unknown word or the wrong length is refused', () => {
    expect(() => entropyOfMnemonic(ABANDON.replace('about', 'abandon'))).toThrow(/valid BIP-39/)
    expect(() => entropyOfMnemonic(ABANDON.replace('about', 'solana'))).toThrow(/valid BIP-39/)
    expect(() => entropyOfMnemonic('abandon about')).toThrow(/valid BIP-39/)
    expect(() => mnemonicOf(new Uint8Array(15))).toThrow(RangeError)
  })

  it('a phrase typed with extra spaces and capitals still reads', () => {
    expect(hex(entropyOfMnemonic(`  ${ABANDON.toUpperCase().replaceAll(' ', '   ')} `))).toBe(
      BIP39[0]?.entropy,
    )
  })
})

describe('SLIP-0010 ed25519 (published test vector 1)', () => {
  it.each(SLIP10)('$path derives the published private and public key', ({ path, key, pub }) => {
    const node = ed25519At(bytes(SLIP10_SEED), path)
    expect(hex(node.privateKey)).toBe(key)
    expect(hex(node.publicKey)).toBe(pub)
  })
})

describe('account derivation', () => {
  it("Ethereum m/44'/60'/0'/0/i gives the addresses every EVM wallet shows for the phrase", () => {
    const hardhat = seedOf(entropyOfMnemonic(HARDHAT))
    // Hardhat's and Anvil's first two development accounts.
    expect(privateKeyToAddress(deriveEthereumKey(hardhat, 0))).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    expect(privateKeyToAddress(deriveEthereumKey(hardhat, 1))).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
    const abandon = seedOf(entropyOfMnemonic(ABANDON))
    expect(deriveEthereumKey(abandon, 0)).toBe(
      '0x1ab42cc412b618bdea3a599e3c9bae199ebf030895b039e9db1e30dafb12b727',
    )
    expect(privateKeyToAddress(deriveEthereumKey(abandon, 0))).toBe(
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    )
  })

  it("Solana m/44'/501'/i'/0' gives the address Phantom and Solflare show for the phrase, and keys that sign", () => {
    const abandon = seedOf(entropyOfMnemonic(ABANDON))
    const first = deriveSolanaKey(abandon, 0)
    expect(first.address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
    expect(hex(first.publicKey)).toBe(hex(ed25519.getPublicKey(first.privateKey)))
    const message = new TextEncoder().encode('hello')
    expect(ed25519.verify(ed25519.sign(message, first.privateKey), message, first.publicKey)).toBe(true)
    const second = deriveSolanaKey(abandon, 1)
    expect(second.address).not.toBe(first.address)
    expect(second.address).toBe(ed25519At(abandon, "m/44'/501'/1'/0'").address)
  })

  it('paths name the index; a negative, fractional or too large index is refused', () => {
    expect(ethereumPath(3)).toBe("m/44'/60'/0'/0/3")
    expect(solanaPath(3)).toBe("m/44'/501'/3'/0'")
    for (const bad of [-1, 1.5, 2 ** 31, Number.NaN]) {
      expect(() => solanaPath(bad)).toThrow(RangeError)
      expect(() => ethereumPath(bad)).toThrow(RangeError)
    }
  })
})
