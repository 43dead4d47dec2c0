import type { AttachContext } from 'walletdock/plugin'
import { INJECTED_CONNECTOR_ID, INJECTED_WALLET_NAME } from './constants.js'
import { listenForAnnouncedWallets } from './listenForAnnouncedWallets.js'
import type { DiscoveredWallet, EIP1193Provider } from './types.js'

type InjectedWindow = { ethereum?: EIP1193Provider | undefined }

/** `window.ethereum` when it is a provider; a page's global may be anything, with a getter that throws. */
function injectedProvider(): EIP1193Provider | undefined {
  try {
    const ethereum = (window as unknown as InjectedWindow).ethereum
    return typeof ethereum?.request === 'function' ? ethereum : undefined
  } catch {
    return undefined
  }
}

/**
 * The evm adapter's discovery (see defineWalletAdapter), without network I/O: EIP-6963
 * announcements (with config `enableEIP6963`), each under its rdns, and `window.ethereum` as
 * "Browser Wallet" when `injected` and no announced wallet is the same provider. Malformed
 * announcements go to `skip`. Calls `found` with the page's wallets now and on every change; returns
 * a function that stops listening.
 */
export function discoverWallets(
  found: (wallets: readonly DiscoveredWallet[]) => void,
  { config }: Pick<AttachContext<unknown>, 'config'>,
  { injected }: { injected: boolean },
  skip: (name: unknown, problem: string) => void,
): () => void {
  let announced: readonly DiscoveredWallet[] = []
  const report = () => {
    const ethereum = injected ? injectedProvider() : undefined
    found(
      ethereum && !announced.some((wallet) => wallet.source === ethereum)
        ? [
            ...announced,
            { type: 'INJECTED', id: INJECTED_CONNECTOR_ID, name: INJECTED_WALLET_NAME, source: ethereum },
          ]
        : announced,
    )
  }
  // Wallets already on the page answer the request at once: window.ethereum is compared with them.
  const stop = config.enableEIP6963
    ? listenForAnnouncedWallets((wallets) => {
        announced = wallets
        report()
      }, skip)
    : undefined
  report()
  return () => stop?.()
}
