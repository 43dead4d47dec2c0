import { batch, type Signal, signal } from 'walletdock/plugin'
import type { BalanceItem } from 'walletdock/protocol'

/** spec section 3, Send state: what the Send view holds between its steps. */
export type SendState = {
  token: Signal<BalanceItem | undefined>
  sendTokenAmount: Signal<string>
  receiverAddress: Signal<string>
  /** What the person typed as the receiver: an address, or a name that resolves to receiverAddress. */
  receiverInput: Signal<string>
  receiverProfileName: Signal<string | undefined>
  receiverProfileImageUrl: Signal<string | undefined>
  networkBalanceInUSD: Signal<string | undefined>
  loading: Signal<boolean>
  /** spec section 4: after a successful send the send state is reset. */
  reset(): void
}

export function createSendState(): SendState {
  const state = {
    token: signal<BalanceItem | undefined>(undefined),
    sendTokenAmount: signal(''),
    receiverAddress: signal(''),
    receiverInput: signal(''),
    receiverProfileName: signal<string | undefined>(undefined),
    receiverProfileImageUrl: signal<string | undefined>(undefined),
    networkBalanceInUSD: signal<string | undefined>(undefined),
    loading: signal(false),
  }
  return {
    ...state,
    reset() {
      batch(() => {
        state.token.value = undefined
        state.sendTokenAmount.value = ''
        state.receiverAddress.value = ''
        state.receiverInput.value = ''
        state.receiverProfileName.value = undefined
        state.receiverProfileImageUrl.value = undefined
        state.networkBalanceInUSD.value = undefined
        state.loading.value = false
      })
    },
  }
}
