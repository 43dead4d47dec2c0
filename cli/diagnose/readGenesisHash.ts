import * as z from 'zod/mini'
import { callJsonRpc } from '../../kernel/http/callJsonRpc.js'
import { RPC_TIMEOUT_MS } from './checkRpcChainId.js'

/** Asks a Solana RPC for its genesis hash (getGenesisHash over JSON-RPC 2.0). */
export async function readGenesisHash(rpcUrl: string): Promise<string> {
  return callJsonRpc({
    url: rpcUrl,
    method: 'getGenesisHash',
    result: z.string().check(z.minLength(32, 'a genesis hash')),
    timeoutMs: RPC_TIMEOUT_MS,
  })
}
