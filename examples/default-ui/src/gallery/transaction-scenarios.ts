/**
 * Gallery cases of the sign request and send transaction screens. The flows' states are set as a signing or a
 * transaction would leave them (no wallet or chain is needed): the message, typed data, success and a rejection;
 * preparing, the review, the preview (an ERC-20 transfer's balance changes, an unlimited approval's warning),
 * insufficient funds with Add Funds, submitting, the prepare error and the receipt view.
 */
import type { Latch, PreviewState, ScreenName, SendTransactionState, SignState } from '@latch/core'
import { LatchError } from '@latch/core'
import type { WritableAtom } from 'nanostores'
import type { GalleryCase } from './case'

const FROM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' as const
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const HASH = `0x${'3f'.repeat(32)}` as const

const amount = (fiat: string, native: string) => ({
  wei: 1n,
  native,
  fiat,
  primary: fiat,
  secondary: native,
})
type ReadyView = Extract<SendTransactionState, { step: 'ready' }>['view']
const view = (patch: Partial<ReadyView> = {}): ReadyView => ({
  title: 'Send ETH',
  buttonText: 'Submit',
  description: null,
  chain: { id: 31337, name: 'Hardhat', symbol: 'ETH', decimals: 18 },
  request: { from: FROM, to: TO, value: 10n ** 16n, chainId: 31337 },
  isPlainTransfer: true,
  gas: null,
  priceUsd: 3000,
  value: amount('$30.00', '0.01 ETH'),
  fee: amount('$0.13', '<0.001 ETH'),
  total: amount('$30.13', '0.010042 ETH'),
  balance: amount('$3,000.00', '1 ETH'),
  insufficientFunds: false,
  error: null,
  ...patch,
})

const message = {
  kind: 'message' as const,
  message: 'Sign in to Latch Mail\nNonce: 8f3a1c',
  typedData: null,
  title: 'Sign message',
  description: 'Signing this message will not cost you any fees.',
  buttonText: 'Sign and continue',
}

async function signedIn(latch: Latch, screen: ScreenName) {
  latch.openModal()
  await latch.initLoginWithEmail('ada@example.com')
  await latch.loginWithCode('123456')
  latch.openModal(screen as 'LANDING')
}

function sign(state: SignState) {
  return async (latch: Latch) => {
    await signedIn(latch, 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN')
    ;(latch.flows.sign.$state as WritableAtom<SignState>).set(state)
  }
}

function send(state: SendTransactionState, preview?: PreviewState) {
  return async (latch: Latch) => {
    await signedIn(latch, 'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN')
    if (preview) (latch.flows.sendTransaction.$preview as WritableAtom<PreviewState>).set(preview)
    ;(latch.flows.sendTransaction.$state as WritableAtom<SendTransactionState>).set(state)
  }
}

const TOKEN = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'TST', decimals: 6 } as const
const tokenView = view({
  title: 'Review transaction',
  isPlainTransfer: false,
  value: amount('$0.00', '0 ETH'),
})

/** The sign and send screens in their states. */
export function transactionCases(): GalleryCase[] {
  const signScreen = 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN'
  const sendScreen = 'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN'
  const poor = view({ insufficientFunds: true, error: 'Wallet has insufficient funds for this transaction.' })
  return [
    { id: 'sign-message', screen: signScreen, state: 'ready', setup: sign({ step: 'ready', view: message }) },
    {
      id: 'sign-typed-data',
      screen: signScreen,
      state: 'ready, typed data',
      setup: sign({
        step: 'ready',
        view: {
          ...message,
          kind: 'typed-data',
          message: null,
          typedData: JSON.stringify({ from: { name: 'Ada' }, contents: 'Hello, Bob!' }, null, 2),
        },
      }),
    },
    {
      id: 'sign-success',
      screen: signScreen,
      state: 'success',
      setup: sign({ step: 'success', view: message }),
    },
    {
      id: 'sign-error',
      screen: signScreen,
      state: 'error',
      setup: sign({
        step: 'error',
        view: message,
        error: new LatchError('signature_rejected', 'Signature rejected'),
        message: 'Signature rejected',
      }),
    },
    {
      id: 'send-preparing',
      screen: sendScreen,
      state: 'preparing',
      setup: send({ step: 'preparing', ui: {} }),
    },
    {
      id: 'send-ready',
      screen: sendScreen,
      state: 'ready',
      setup: send({
        step: 'ready',
        ui: { senderInfo: { name: 'Latch Mail', actionText: 'asks you to send' } },
        view: view({ description: 'A transfer on the local chain' }),
        canAddFunds: false,
      }),
    },
    {
      id: 'send-preview',
      screen: sendScreen,
      state: 'preview, token transfer',
      setup: send(
        { step: 'ready', ui: {}, view: tokenView, canAddFunds: false },
        {
          step: 'done',
          preview: {
            status: 'ok',
            source: 'eth_call',
            call: {
              kind: 'transfer',
              token: TOKEN,
              to: TO,
              amount: 12_500_000n,
              summary: 'Send 12.5 TST to 0x7099…79C8',
            },
            changes: [
              {
                asset: TOKEN.address,
                symbol: 'TST',
                decimals: 6,
                diff: -12_500_000n,
                formatted: '-12.5 TST',
              },
            ],
            warnings: [],
          },
        },
      ),
    },
    {
      id: 'send-preview-unlimited',
      screen: sendScreen,
      state: 'preview, unlimited approval',
      setup: send(
        { step: 'ready', ui: {}, view: tokenView, canAddFunds: false },
        {
          step: 'done',
          preview: {
            status: 'ok',
            source: 'eth_call',
            call: {
              kind: 'approve',
              token: TOKEN,
              spender: TO,
              amount: 2n ** 256n - 1n,
              unlimited: true,
              summary: 'Allow 0x7099…79C8 to spend all your TST',
            },
            changes: [],
            warnings: [
              {
                code: 'unlimited_approval',
                message:
                  'Unlimited approval: 0x7099…79C8 can take all your TST, now and later, until you revoke it.',
              },
            ],
          },
        },
      ),
    },
    {
      id: 'send-insufficient',
      screen: sendScreen,
      state: 'insufficient funds',
      setup: send({ step: 'ready', ui: {}, view: poor, canAddFunds: true }),
    },
    {
      id: 'send-submitting',
      screen: sendScreen,
      state: 'submitting',
      setup: send({
        step: 'submitting',
        ui: {},
        view: view(),
        message: 'Submitting (may take a few minutes)...',
      }),
    },
    {
      id: 'send-error',
      screen: sendScreen,
      state: 'prepare error',
      setup: send({
        step: 'error',
        ui: {},
        view: null,
        error: new LatchError('transaction_prepare_failed', 'x'),
        message: 'There was an error preparing your transaction. Please try again.',
        retry: 'prepare',
      }),
    },
    {
      id: 'send-complete',
      screen: sendScreen,
      state: 'receipt',
      setup: send({
        step: 'complete',
        ui: {},
        view: view(),
        transactionHash: HASH,
        receipt: {
          transactionHash: HASH,
          status: 'success',
          blockNumber: 2n,
          gasUsed: 21_000n,
          effectiveGasPrice: 2_000_000_000n,
          cumulativeGasUsed: 21_000n,
          fee: '<0.001 ETH',
        },
      }),
    },
  ]
}
