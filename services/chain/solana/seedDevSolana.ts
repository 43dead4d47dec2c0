import { type Address, address, type KeyPairSigner, lamports } from '@solana/kit'
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { FAUCET_LAMPORTS, LAMPORTS_PER_SOL } from './constants.js'
import type { LocalSolanaChain } from './localSolanaChain.js'
import { sendFromSigner } from './sendFromSigner.js'

/** The SPL token `appkit dev` creates: Dev USD, like the ERC-20 of the same name on the EVM chains. */
export const DEV_SOLANA_TOKEN = {
  name: 'Dev USD',
  symbol: 'DUSD',
  decimals: 6,
  amountPerHolder: 1_000_000n,
} as const
/** SOL each dev account gets at start. */
export const DEV_SOL_PER_ACCOUNT = 1_000n
const MINT_BYTES = 82n

/** Sends `amount` lamports from the faucet: what requestAirdrop does. */
export function airdropFromFaucet(
  chain: LocalSolanaChain,
  faucet: KeyPairSigner,
  to: string,
  amount: bigint,
  options: { skipPreflight?: boolean } = {},
) {
  return sendFromSigner(
    chain,
    faucet,
    [getTransferSolInstruction({ source: faucet, destination: address(to), amount: lamports(amount) })],
    options,
  )
}

// The chain's own setup is known to succeed: no preflight, and sendFromSigner checks each landed.
const SETUP = { skipPreflight: true }

/**
 * The local chain's genesis and first transactions: the faucet's allocation, SOL to each dev account,
 * the DUSD mint (authority: the faucet) and DUSD in each dev account's associated token account.
 */
export async function seedDevSolana(
  chain: LocalSolanaChain,
  keys: { faucet: KeyPairSigner; mint: KeyPairSigner; holders: readonly Address[] },
): Promise<void> {
  const { faucet, mint, holders } = keys
  chain.setGenesisAccount({ address: faucet.address, lamports: FAUCET_LAMPORTS })
  for (const holder of holders)
    await airdropFromFaucet(chain, faucet, holder, DEV_SOL_PER_ACCOUNT * LAMPORTS_PER_SOL, SETUP)
  await sendFromSigner(chain, faucet, [
    getCreateAccountInstruction({
      payer: faucet,
      newAccount: mint,
      lamports: lamports(chain.minimumBalanceForRentExemption(Number(MINT_BYTES))),
      space: MINT_BYTES,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({
      mint: mint.address,
      decimals: DEV_SOLANA_TOKEN.decimals,
      mintAuthority: faucet.address,
    }),
  ])
  const amount = DEV_SOLANA_TOKEN.amountPerHolder * 10n ** BigInt(DEV_SOLANA_TOKEN.decimals)
  for (const holder of holders) {
    const [ata] = await findAssociatedTokenPda({
      owner: holder,
      mint: mint.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    await sendFromSigner(
      chain,
      faucet,
      [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: faucet,
          ata,
          owner: holder,
          mint: mint.address,
        }),
        getMintToCheckedInstruction({
          mint: mint.address,
          token: ata,
          mintAuthority: faucet,
          amount,
          decimals: DEV_SOLANA_TOKEN.decimals,
        }),
      ],
      SETUP,
    )
  }
}
