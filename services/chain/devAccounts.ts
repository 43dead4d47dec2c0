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
