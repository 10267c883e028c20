/**
 * The embedded wallet's host side: the frame proxy, the EIP-1193 provider and its EIP-6963 announcement, and the
 * protocol shared with the frame. The frame program itself (./frame) is a separate bundle served by the server.
 */

export { embeddedChainKey } from '../constants'
export {
  type ConnectEmbeddedWalletResult,
  connectEmbeddedWallet,
  type RecoveryMethod,
  recoverEmbeddedWalletWithPassword,
} from './connect'
export { buildExportViewUrl, type ExportViewUrlParameters } from './export-url'
export {
  EMBEDDED_WALLET_ERROR_TYPES,
  EMBEDDED_WALLET_EVENTS,
  type EmbeddedWalletErrorType,
  type EmbeddedWalletEvent,
  FRAME_RPC_METHODS,
  type FrameRpcMethod,
  PROTOCOL_VERSION,
  type ProtocolError,
  type ReplyMessage,
  type ReplyPayloads,
  type RequestMessage,
  type RequestPayloads,
  WALLET_ALREADY_EXISTS_MESSAGE,
} from './protocol'
export {
  announceEmbeddedWalletProvider,
  createEmbeddedWalletProvider,
  EMBEDDED_PROVIDER_METHODS,
  EMBEDDED_WALLET_PROVIDER_INFO,
  EmbeddedProviderError,
  type EmbeddedWalletProvider,
  type EmbeddedWalletProviderInfo,
  type EmbeddedWalletProviderOptions,
  PROVIDER_ERROR_CODES,
  type RequestArguments,
} from './provider'
export {
  createBrowserFrameHost,
  createEmbeddedWalletProxy,
  type EmbeddedWalletProxy,
  type EmbeddedWalletProxyOptions,
  type FrameHandle,
  type FrameHost,
  type FrameWindow,
  type HostMessageEvent,
  toEmbeddedWalletError,
} from './proxy'
