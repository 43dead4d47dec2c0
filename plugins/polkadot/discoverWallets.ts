import type { AttachContext, PageWallet } from 'walletdock/plugin'
import { DISCOVERY_RETRIES_MS, KNOWN_EXTENSIONS } from './constants.js'
import type { InjectedExtension } from './types.js'

/** A polkadot-js-API extension found at `window.injectedWeb3`, before it becomes a connector. */
export type DiscoveredPolkadotWallet = PageWallet & {
  type: 'INJECTED'
  key: string
  source: InjectedExtension
}

type Skip = (name: unknown, problem: string) => void

/** The page's extensions; a page may put anything there, with getters that throw (those go to `skip`). */
export function readInjectedWeb3(skip: Skip): DiscoveredPolkadotWallet[] {
  let injected: unknown
  try {
    injected = (window as unknown as { injectedWeb3?: unknown }).injectedWeb3
  } catch {
    return []
  }
  if (typeof injected !== 'object' || injected === null) return []
  const wallets: DiscoveredPolkadotWallet[] = []
  for (const key of Object.keys(injected)) {
    try {
      const source = (injected as Record<string, InjectedExtension | undefined>)[key]
      if (typeof source?.enable !== 'function') {
        skip(key, 'it has no enable function')
        continue
      }
      const name = KNOWN_EXTENSIONS[key] ?? key
      wallets.push({ type: 'INJECTED', id: `polkadot:${key}`, key, name, source })
    } catch {
      skip(key, 'reading its entry threw')
    }
  }
  return wallets
}

/**
 * The polkadot adapter's discovery (see defineWalletAdapter), without network I/O: `window.injectedWeb3` now, at the
 * page's load, a few times after (extensions inject when their content script runs) and when the modal opens (one
 * that injected later still; the dev wallet's Polkadot side comes from a chunk). Returns its stop.
 */
export function discoverWallets(
  found: (wallets: readonly DiscoveredPolkadotWallet[]) => void,
  ctx: Pick<AttachContext, 'hooks'>,
  _options: unknown,
  skip: Skip,
): () => void {
  const report = () => found(readInjectedWeb3(skip))
  const timers = DISCOVERY_RETRIES_MS.map((delay) => setTimeout(report, delay))
  window.addEventListener('load', report)
  const stopOnOpen = ctx.hooks.on('open', report)
  report()
  return () => {
    for (const timer of timers) clearTimeout(timer)
    window.removeEventListener('load', report)
    stopOnOpen()
  }
}
