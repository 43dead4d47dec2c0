import type { Address, Hex } from 'viem'

/** EntryPoint 0.7's canonical address: where every chain has it, and where `appkit dev` deploys it. */
export const ENTRY_POINT_07_ADDRESS: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
/** The CREATE2 salt of EntryPoint 0.7's canonical deployment. */
export const ENTRY_POINT_07_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'
/** The deterministic deployment proxy that anvil has at genesis (CREATE2 with salt ++ init code as calldata). */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
/** The salt of OwnerAccountFactory: fixed, so the factory's address is the same on every local chain and run. */
export const OWNER_ACCOUNT_FACTORY_SALT: Hex = `0x${'00'.repeat(32)}`
/** Deploys the ERC-4337 contracts: anvil's 8th dev key, so it never races the dev-token deployer's nonces. */
export const SMART_ACCOUNTS_DEPLOYER_KEY: Hex =
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356'
/**
 * The bundler's executor and utility keys: anvil's well-known 9th and 10th dev keys, which no test or dev
 * wallet uses, so the bundler's nonces never race another sender. Local chains only.
 */
export const BUNDLER_EXECUTOR_KEY: Hex = '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97'
export const BUNDLER_UTILITY_KEY: Hex = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'
/** Where the optional workspace with the bundler and the EntryPoint artifacts lives, from the repository root. */
export const SMART_ACCOUNTS_WORKSPACE = 'optional/smart-accounts'
