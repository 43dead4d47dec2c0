import { getBase58Encoder } from '@solana/kit'

/** A transaction as a Solana node's getBlock / getTransaction answers it with encoding "json". */
export type SolanaJsonTransaction = {
  transaction: {
    signatures: string[]
    message: {
      accountKeys: string[]
      instructions: { programIdIndex: number; accounts: number[]; data: string }[]
    }
  }
  meta: {
    err: unknown
    innerInstructions?:
      | { index: number; instructions: { programIdIndex: number; accounts: number[]; data: string }[] }[]
      | null
    preTokenBalances?: { accountIndex: number; mint: string; owner?: string }[] | null
    postTokenBalances?: { accountIndex: number; mint: string; owner?: string }[] | null
    loadedAddresses?: { writable: string[]; readonly: string[] } | null
  } | null
}

/** One SOL or SPL movement found in a transaction. */
export type SolanaTransfer = {
  /** Where in the transaction: outer instruction * 1000, plus 1 + the inner instruction's index for a CPI. */
  position: number
  from: string
  to: string
  /** The mint for SPL tokens, null for SOL. */
  mint: string | null
  amount: bigint
}

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])

/**
 * The System Program transfers (Transfer, TransferWithSeed) and SPL Token transfers and mints (Transfer,
 * TransferChecked, MintTo, MintToChecked) of `mints` in a transaction, outer and inner (CPI) instructions alike.
 * Token accounts are reported as their owners, read from the transaction's token balances.
 */
export function solanaTransfersOf(
  entry: SolanaJsonTransaction,
  mints: ReadonlySet<string>,
): SolanaTransfer[] {
  const { message } = entry.transaction
  const meta = entry.meta
  const keys = [
    ...message.accountKeys,
    ...(meta?.loadedAddresses?.writable ?? []),
    ...(meta?.loadedAddresses?.readonly ?? []),
  ]
  const tokenAccounts = new Map<number, { mint: string; owner?: string | undefined }>()
  for (const balance of [...(meta?.preTokenBalances ?? []), ...(meta?.postTokenBalances ?? [])]) {
    tokenAccounts.set(balance.accountIndex, { mint: balance.mint, owner: balance.owner })
  }
  const instructions = message.instructions.flatMap((instruction, index) => [
    { instruction, position: index * 1000 },
    ...(meta?.innerInstructions ?? [])
      .filter((inner) => inner.index === index)
      .flatMap((inner) =>
        inner.instructions.map((nested, at) => ({ instruction: nested, position: index * 1000 + at + 1 })),
      ),
  ])
  const transfers: SolanaTransfer[] = []
  const toBytes = getBase58Encoder()
  for (const { instruction, position } of instructions) {
    const program = keys[instruction.programIdIndex]
    const account = (at: number) => keys[instruction.accounts[at] ?? -1]
    let data: DataView
    try {
      const bytes = Uint8Array.from(toBytes.encode(instruction.data))
      data = new DataView(bytes.buffer)
    } catch {
      continue
    }
    if (program === SYSTEM_PROGRAM && data.byteLength >= 12) {
      const kind = data.getUint32(0, true)
      const from = account(0)
      const to = kind === 2 ? account(1) : kind === 11 ? account(2) : undefined
      if (from && to) transfers.push({ position, from, to, mint: null, amount: data.getBigUint64(4, true) })
      continue
    }
    if (!program || !TOKEN_PROGRAMS.has(program) || data.byteLength < 9) continue
    const kind = data.getUint8(0)
    const amount = data.getBigUint64(1, true)
    const ownerOf = (at: number) => tokenAccounts.get(instruction.accounts[at] ?? -1)
    if (kind === 3 || kind === 12) {
      const source = ownerOf(0)
      const destination = ownerOf(kind === 3 ? 1 : 2)
      const mint = source?.mint ?? destination?.mint
      if (mint && mints.has(mint) && source?.owner && destination?.owner) {
        transfers.push({ position, from: source.owner, to: destination.owner, mint, amount })
      }
    } else if (kind === 7 || kind === 14) {
      const mint = account(0)
      const destination = ownerOf(1)
      const authority = account(2)
      if (mint && mints.has(mint) && destination?.owner && authority) {
        transfers.push({ position, from: authority, to: destination.owner, mint, amount })
      }
    }
  }
  return transfers
}
