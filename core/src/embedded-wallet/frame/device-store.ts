/**
 * Where the frame keeps what this device holds for a wallet: its device key (a non-extractable ECDSA P-256
 * CryptoKeyPair) and its device share with the share-set version it belongs to. In the browser that is the frame
 * origin's IndexedDB (CryptoKeys are structured-cloneable, so the private key is stored without ever being
 * exported); tests use the memory store. One record per app, user and wallet address, written in one put, so the
 * key and the share it unlocks never drift apart.
 */
import { createStore, del, get, set } from 'idb-keyval'

/** What this device holds for one wallet. */
export interface DeviceRecord {
  /** Checksummed wallet address. */
  address: string
  /** The device key; `privateKey` is non-extractable. */
  keyPair: CryptoKeyPair
  /** RFC 7638 thumbprint of the public key (how the server knows this device). */
  thumbprint: string
  /** This device's key share, or null while a registered device has not rebuilt the wallet yet. */
  share: string | null
  /** The server's share-set version `share` belongs to. */
  shareVersion: number
}

/** A creation that did not hear back from the server (timeout): kept so a retry can finish it. */
export interface PendingCreation extends DeviceRecord {
  share: string
}

/** The frame's asynchronous store (IndexedDB in the browser, memory in tests). */
export interface DeviceStore {
  get<T>(key: string): Promise<T | undefined>
  put(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
}

/** Key of a wallet's device record: per app, user and address (apps share the frame origin). */
export const deviceRecordKey = (appId: string, userId: string, address: string) =>
  `device:${appId}:${userId}:${address.toLowerCase()}`

/**
 * Key of a device key made for a wallet whose registration has not succeeded yet (`DeviceKey`): a registration
 * refused until the person verifies is sent again with this key, the one the verification's grant names.
 */
export const pendingDeviceKey = (appId: string, userId: string, address: string) =>
  `registering:${appId}:${userId}:${address.toLowerCase()}`

/** Key of a user's unfinished creation. */
export const pendingCreationKey = (appId: string, userId: string) => `creating:${appId}:${userId}`

/** A store in memory: values are kept as given (a CryptoKey stays the same object). */
export function createMemoryDeviceStore(): DeviceStore & { readonly size: number } {
  const map = new Map<string, unknown>()
  return {
    get: async <T>(key: string) => map.get(key) as T | undefined,
    put: async (key, value) => void map.set(key, value),
    delete: async (key) => void map.delete(key),
    get size() {
      return map.size
    },
  }
}

/** The frame origin's IndexedDB (database `latch-wallet`, object store `devices`), through idb-keyval. */
export function createIndexedDbDeviceStore(): DeviceStore {
  const store = createStore('latch-wallet', 'devices')
  return {
    get: <T>(key: string) => get<T>(key, store),
    put: (key, value) => set(key, value, store),
    delete: (key) => del(key, store),
  }
}
