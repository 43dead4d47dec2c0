import { address } from '@solana/kit'
import { LOCAL_SOLANA_CAIP2, LOCAL_SOLANA_GENESIS_HASH } from '../../../kernel/protocol/localSolanaChain.js'
import { devSolanaKeys } from './devSolanaAccounts.js'
import { createLocalSolanaChain, type LocalSolanaChain } from './localSolanaChain.js'
import { airdropFromFaucet, DEV_SOLANA_TOKENS, seedDevSolana } from './seedDevSolana.js'
import { type StartSolanaRpcServerParameters, startSolanaRpcServer } from './startSolanaRpcServer.js'

export type DevSolanaMint = { address: string; name: string; symbol: string; decimals: number }

export type LocalSolanaChainInstance = {
  caip2: string
  genesisHash: string
  rpcUrl: string
  wsUrl: string
  /** Dev USD (DUSD), the dev accounts' SPL token. */
  mint: DevSolanaMint
  /** Every SPL token the dev accounts hold: DUSD and the zero-decimal Dev Ticket (DTIX). */
  tokens: DevSolanaMint[]
  /** The funded dev accounts; their secret keys are public knowledge (anvil's mnemonic), for local chains only. */
  accounts: { address: string; devOnlySecretKey: string }[]
  chain: LocalSolanaChain
  close(): Promise<void>
}

/** Starts the local Solana chain (litesvm in process) with its dev accounts and DUSD, served over HTTP and a websocket. */
export async function startLocalSolanaChain(options: {
  host: string
  httpPort: number
  wsPort: number
  now?: () => number
  /** Which browser pages may call it, and what (startSolanaRpcServer); any page may read without it. */
  browsers?: StartSolanaRpcServerParameters['browsers']
}): Promise<LocalSolanaChainInstance> {
  const chain = createLocalSolanaChain({ genesisHash: LOCAL_SOLANA_GENESIS_HASH, now: options.now })
  const keys = await devSolanaKeys()
  await seedDevSolana(chain, {
    faucet: keys.faucet.signer,
    mints: keys.mints.map((mint) => mint.signer),
    holders: keys.accounts.map((account) => address(account.address)),
  })
  const server = await startSolanaRpcServer({
    chain,
    host: options.host,
    httpPort: options.httpPort,
    wsPort: options.wsPort,
    browsers: options.browsers,
    airdrop: (to, lamports) => airdropFromFaucet(chain, keys.faucet.signer, to, lamports),
  })
  const tokens = DEV_SOLANA_TOKENS.map(({ name, symbol, decimals }, index) => ({
    address: keys.mints[index]?.address ?? '',
    name,
    symbol,
    decimals,
  }))
  const [mint] = tokens
  if (!mint) throw new Error('the local Solana chain has no dev token')
  return {
    caip2: LOCAL_SOLANA_CAIP2,
    genesisHash: LOCAL_SOLANA_GENESIS_HASH,
    rpcUrl: server.rpcUrl,
    wsUrl: server.wsUrl,
    mint,
    tokens,
    accounts: keys.accounts.map((account) => ({
      address: account.address,
      devOnlySecretKey: account.secretKey,
    })),
    chain,
    close: () => server.close(),
  }
}
