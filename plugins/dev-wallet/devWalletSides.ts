import type { Network } from 'walletdock/plugin'
import { type DevBitcoinAccount, registerDevBitcoinWallet } from './createDevBitcoinWallet.js'
import { type DevSolanaAccount, registerDevSolanaWallet } from './createDevSolanaWallet.js'

/**
 * The dev wallet's Wallet Standard sides, one chunk that loads at creation only for a config that gives Solana
 * or Bitcoin dev accounts (devWallet() alone has neither: its first bundle holds the EVM side and the Polkadot
 * entry). Each side's signing code still loads on its first request.
 */
export type DevWalletSides = {
  name: string
  icon: `data:image/${string}`
  /** The local Solana networks and their dev accounts; none registers no Solana side. */
  solana: { networks: readonly Network[]; accounts: readonly DevSolanaAccount[] }
  /** The local bip122 networks and their dev keys; none registers no Bitcoin side. */
  bitcoin: { networks: readonly Network[]; accounts: readonly DevBitcoinAccount[] }
}

/** Registers the sides that have networks and accounts; returns their removal. */
export function registerDevWalletSides({ name, icon, solana, bitcoin }: DevWalletSides): () => void {
  const removals: (() => void)[] = []
  if (solana.networks.length > 0 && solana.accounts.length > 0)
    removals.push(
      registerDevSolanaWallet({
        name,
        icon,
        accounts: solana.accounts,
        chains: new Map(
          solana.networks.map((network) => [
            network.caipNetworkId as `${string}:${string}`,
            network.rpcUrls.default.http[0] ?? '',
          ]),
        ),
      }),
    )
  if (bitcoin.networks.length > 0 && bitcoin.accounts.length > 0)
    removals.push(
      registerDevBitcoinWallet({
        name,
        icon,
        accounts: bitcoin.accounts,
        chains: bitcoin.networks.map((network) => network.caipNetworkId),
      }),
    )
  return () => {
    for (const remove of removals) remove()
  }
}
