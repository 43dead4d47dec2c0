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
  /** The config's networks (all local): the solana ones get the Solana side, the bip122 ones the Bitcoin side. */
  networks: readonly Network[]
  /** The local Solana chain's dev accounts; none registers no Solana side. */
  solana: readonly DevSolanaAccount[]
  /** The local Bitcoin chain's dev keys; none registers no Bitcoin side. */
  bitcoin: readonly DevBitcoinAccount[]
}

/** Registers the sides that have networks and accounts; returns their removal. */
export function registerDevWalletSides({
  name,
  icon,
  networks,
  solana,
  bitcoin,
}: DevWalletSides): () => void {
  const of = (namespace: string) => networks.filter((network) => network.chainNamespace === namespace)
  const removals: (() => void)[] = []
  if (of('solana').length > 0 && solana.length > 0)
    removals.push(
      registerDevSolanaWallet({
        name,
        icon,
        accounts: solana,
        chains: new Map(
          of('solana').map((network) => [
            network.caipNetworkId as `${string}:${string}`,
            network.rpcUrls.default.http[0] ?? '',
          ]),
        ),
      }),
    )
  if (of('bip122').length > 0 && bitcoin.length > 0)
    removals.push(
      registerDevBitcoinWallet({
        name,
        icon,
        accounts: bitcoin,
        chains: of('bip122').map((network) => network.caipNetworkId),
      }),
    )
  return () => {
    for (const remove of removals) remove()
  }
}
