// Loaded by the helpers only when the connected Polkadot wallet is a WalletConnect session (see connectedProvider).
import { decodeAddress } from '@polkadot/util-crypto'
import type { RequestProvider } from 'walletdock/plugin'
import * as z from 'zod/mini'
import { signatureAnswer } from './protocol/polkadotRpc.js'
import type { PolkadotProvider, SignerResult } from './types.js'
import { walletError } from './walletError.js'

/** Two SS58 addresses (any prefixes) of one public key; false when either does not decode. */
function sameKey(first: string, second: string): boolean {
  try {
    return decodeAddress(first).join() === decodeAddress(second).join()
  } catch {
    return false
  }
}

/**
 * The helpers' PolkadotProvider over a WalletConnect session: signRaw as `polkadot_signMessage` ({ address, message })
 * and signPayload as `polkadot_signTransaction` ({ address, transactionPayload }), each answered { signature }.
 * `rpcUrl` is the network's HTTP URL (the instance's polkadot network), where sendTransfer builds and sends.
 */
export function walletConnectPolkadotProvider(session: RequestProvider, rpcUrl = ''): PolkadotProvider {
  let id = 0
  const ask = async (method: string, params: unknown): Promise<SignerResult> => {
    let answer: unknown
    try {
      answer = await session.request({ method, params })
    } catch (error) {
      throw walletError(error)
    }
    const parsed = signatureAnswer.safeParse(answer)
    if (!parsed.success)
      throw new Error(
        `${session.walletName} answered ${method} with ${JSON.stringify(answer)?.slice(0, 120)}: ${z.prettifyError(parsed.error)}`,
      )
    id += 1
    return { id, signature: parsed.data.signature as `0x${string}` }
  }
  const provider: PolkadotProvider = {
    get walletName() {
      return session.walletName
    },
    get address() {
      return session.address
    },
    type: 'sr25519',
    get chain() {
      return session.chain
    },
    rpcUrl,
    signRaw: (raw) => ask('polkadot_signMessage', { address: raw.address, message: raw.data }),
    signPayload(payload) {
      // @polkadot/api writes the address in its chain's SS58 format; the wallet knows the session's account as the
      // session lists it, and the address is not in the signed bytes: the same key is sent as the session's address.
      const address = sameKey(payload.address, session.address) ? session.address : payload.address
      return ask('polkadot_signTransaction', { address, transactionPayload: { ...payload, address } })
    },
    get signer() {
      return { signRaw: provider.signRaw, signPayload: provider.signPayload }
    },
    sent: () => undefined,
  }
  return provider
}
