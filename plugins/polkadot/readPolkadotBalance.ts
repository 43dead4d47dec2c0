import { callJsonRpc, type Network, nativeBalanceOf } from 'walletdock/plugin'
import { polkadotStorageResult } from './protocol/polkadotRpc.js'
import { systemAccountKey } from './ss58.js'

export type ReadPolkadotBalanceReturnType = { planck: bigint; balance: string; symbol: string }

/** A little-endian u128 from 16 bytes of hex. */
function u128(hex: string): bigint {
  let value = 0n
  for (let index = hex.length - 2; index >= 0; index -= 2)
    value = (value << 8n) + BigInt(`0x${hex.slice(index, index + 2)}`)
  return value
}

/**
 * The free balance of `address` from `System.Account` (state_getStorage on the network's HTTP URL): AccountInfo is
 * nonce, consumers, providers, sufficients (4 × u32), then free (u128). No account stored: 0.
 */
export async function readPolkadotBalance({
  network,
  address,
}: {
  network: Network
  address: string
}): Promise<ReadPolkadotBalanceReturnType> {
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new Error(`${network.name} has no RPC URL`)
  const stored = await callJsonRpc({
    url: rpcUrl,
    method: 'state_getStorage',
    params: [systemAccountKey(address)],
    result: polkadotStorageResult,
  })
  const planck = stored ? u128(stored.slice(2 + 32, 2 + 64)) : 0n
  const { balance, balanceSymbol } = nativeBalanceOf(planck, network.nativeCurrency)
  return { planck, balance, symbol: balanceSymbol }
}
