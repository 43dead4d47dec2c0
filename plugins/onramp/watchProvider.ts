import { BALANCE_POLL_MS, BALANCE_WAIT_MS, POPUP_POLL_MS } from './constants.js'
import { OnRampFundsTimeoutError, OnRampProviderClosedError } from './errors.js'
import { type OnRampAccount, type OnRampClient, unitsOf } from './onrampClient.js'
import { type ProviderMessage, providerMessageSchema } from './protocol/onramp.js'

export type Balance = { units: bigint; numeric: string; decimals: number }

/**
 * Follows a purchase in the provider's popup: only messages from the provider's origin and from that very window
 * count (checked against the wire contract); a failed payment is a notice (the person may try again there); a paid
 * one is followed by reading the balance until the bought tokens are in it. Closing the popup before paying ends it.
 * Returns the stop.
 */
export function watchProvider(parameters: {
  popup: Window
  providerOrigin: string
  before: Balance
  contract: string
  account: OnRampAccount
  client: Pick<OnRampClient, 'tokenBalance'>
  onFailed(message: ProviderMessage): void
  onPaid(amount: string): void
  onArrived(amount: string, balance: string): void
  onError(message: string): void
}): () => void {
  const { popup, before } = parameters
  let stopped = false
  let paid = false
  const watchFunds = async (amount: string) => {
    const since = Date.now()
    // A currency the balance did not list yet: the 6 decimals of the dollar stablecoins sold, or SOL's 9 (native).
    const expected = unitsOf(amount, before.decimals || (parameters.contract ? 6 : 9))
    while (!stopped) {
      const now = await parameters.client
        .tokenBalance(parameters.account, parameters.contract)
        .catch(() => undefined)
      if (stopped) return
      if (now && now.units >= before.units + expected) return parameters.onArrived(amount, now.numeric)
      if (Date.now() - since > BALANCE_WAIT_MS)
        return parameters.onError(new OnRampFundsTimeoutError().shortMessage)
      await new Promise((resolve) => setTimeout(resolve, BALANCE_POLL_MS))
    }
  }
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== parameters.providerOrigin || event.source !== popup || paid) return
    const parsed = providerMessageSchema.safeParse(event.data)
    if (!parsed.success) return
    const message = parsed.data
    if (message.status === 'failed') parameters.onFailed(message)
    if (message.status !== 'completed' || !message.purchaseAmount) return
    paid = true
    parameters.onPaid(message.purchaseAmount.amount)
    void watchFunds(message.purchaseAmount.amount)
  }
  window.addEventListener('message', onMessage)
  const closed = setInterval(() => {
    if (popup.closed && !paid) {
      stop()
      parameters.onError(new OnRampProviderClosedError().shortMessage)
    }
  }, POPUP_POLL_MS)
  function stop() {
    stopped = true
    window.removeEventListener('message', onMessage)
    clearInterval(closed)
  }
  return stop
}
