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

/** An SPL token `appkit dev` creates, with the amount each dev account holds. */
export type DevSolanaToken = { name: string; symbol: string; decimals: number; amountPerHolder: bigint }

/**
 * The SPL tokens `appkit dev` creates, in the order of their mint keys: Dev USD, like the ERC-20 of the
 * same name on the EVM chains, and Dev Ticket, a zero-decimal token (NFT-like) that the balance endpoint
 * answers and the Tokens tab leaves out (spec section 5).
 */
export const DEV_SOLANA_TOKENS: readonly DevSolanaToken[] = [
  { name: 'Dev USD', symbol: 'DUSD', decimals: 6, amountPerHolder: 1_000_000n },
  { name: 'Dev Ticket', symbol: 'DTIX', decimals: 0, amountPerHolder: 3n },
]
/** SOL each dev account gets at start. */
const DEV_SOL_PER_ACCOUNT = 1_000n
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

/** Creates `token`'s mint (authority: the faucet) and gives each holder its amount in their associated token account. */
async function createDevToken(
  chain: LocalSolanaChain,
  faucet: KeyPairSigner,
  mint: KeyPairSigner,
  token: DevSolanaToken,
  holders: readonly Address[],
) {
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
      decimals: token.decimals,
      mintAuthority: faucet.address,
    }),
  ])
  const amount = token.amountPerHolder * 10n ** BigInt(token.decimals)
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
          decimals: token.decimals,
        }),
      ],
      SETUP,
    )
  }
}

/**
 * The local chain's genesis and first transactions: the faucet's allocation, SOL to each dev account,
 * and each of DEV_SOLANA_TOKENS (its mint key at the same index in `mints`) in each dev account.
 */
export async function seedDevSolana(
  chain: LocalSolanaChain,
  keys: { faucet: KeyPairSigner; mints: readonly KeyPairSigner[]; holders: readonly Address[] },
): Promise<void> {
  const { faucet, mints, holders } = keys
  if (mints.length !== DEV_SOLANA_TOKENS.length)
    throw new Error(`seedDevSolana needs ${DEV_SOLANA_TOKENS.length} mint keys, got ${mints.length}`)
  chain.setGenesisAccount({ address: faucet.address, lamports: FAUCET_LAMPORTS })
  for (const holder of holders)
    await airdropFromFaucet(chain, faucet, holder, DEV_SOL_PER_ACCOUNT * LAMPORTS_PER_SOL, SETUP)
  for (const [index, token] of DEV_SOLANA_TOKENS.entries()) {
    const mint = mints[index]
    if (mint) await createDevToken(chain, faucet, mint, token, holders)
  }
}
