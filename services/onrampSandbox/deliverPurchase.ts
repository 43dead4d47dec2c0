import { type Address, createWalletClient, erc20Abi, type Hex, http, publicActions } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DEV_MNEMONIC } from '../chain/devAccounts.js'

/** Ours: the dev account the sandbox pays purchases from (anvil's fifth; `appkit dev` mints it DUSD). */
export const SANDBOX_FUNDER_INDEX = 4

/**
 * Sends purchased tokens on the local chains from the sandbox's funded dev account, one transfer at a time (one
 * account, one nonce sequence), and resolves each transfer's hash once it is mined.
 */
export function createDelivery(
  funder = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: SANDBOX_FUNDER_INDEX }),
) {
  let queue: Promise<unknown> = Promise.resolve()
  return {
    funder: funder.address,
    deliver(parameters: { rpcUrl: string; token: Address; to: Address; units: bigint }): Promise<Hex> {
      const run = async () => {
        funder ??= mnemonicToAccount(DEV_MNEMONIC, { addressIndex: SANDBOX_FUNDER_INDEX })
        const client = createWalletClient({
          account: funder,
          transport: http(parameters.rpcUrl, { retryCount: 0, timeout: 10_000 }),
        }).extend(publicActions)
        const hash = await client.writeContract({
          address: parameters.token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [parameters.to, parameters.units],
          chain: null,
        })
        const receipt = await client.waitForTransactionReceipt({
          hash,
          pollingInterval: 100,
          timeout: 30_000,
        })
        if (receipt.status !== 'success') throw new Error(`the transfer ${hash} reverted`)
        return hash
      }
      const next = queue.then(run, run)
      queue = next.catch(() => undefined)
      return next
    },
  }
}
export type Delivery = ReturnType<typeof createDelivery>
