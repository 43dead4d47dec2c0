import type { Address, Hex } from 'viem'

/** Mnemonic of anvil's default dev accounts ("test test ... junk"); public and for local chains only. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** Anvil's first five default accounts, derived from DEV_MNEMONIC. */
export const DEV_ACCOUNTS: readonly Address[] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
]

/** Private key of DEV_ACCOUNTS[0], anvil's well-known first key; local chains only. */
export const DEV_DEPLOYER_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/**
 * The mnemonic indexes of the stack's own contract deployers, past anvil's ten funded accounts (the
 * swaps' liquidity holds #6, the smart-account deployer #7, the bundler #8 and #9): each deploy step has its
 * own account, so the steps run at once without sharing nonces. `fundDevDeployer` funds one before its deploy.
 */
export const DEV_DEPLOYER_INDEXES = { ens: 10, nftCollections: 11 } as const

/** Gives a deployer beyond anvil's funded accounts 1000 ETH on a local chain (anvil_setBalance, stack start only). */
export async function fundDevDeployer(rpcUrl: string, address: Address): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, '0x3635c9adc5dea00000'],
    }),
  })
  const body = (await response.json()) as { error?: { message?: string } }
  if (!response.ok || body.error)
    throw new Error(`funding deployer ${address} failed: ${body.error?.message ?? response.status}`)
}
