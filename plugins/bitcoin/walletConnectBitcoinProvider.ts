// Loaded by the helpers only when the connected Bitcoin wallet is a WalletConnect session (see providerOf).
import { base64, hex } from '@scure/base'
import type { RequestProvider } from 'walletdock/plugin'
import * as z from 'zod/mini'
import { walletError } from './errors.js'
import type { BitcoinAccount, BitcoinProvider } from './types.js'

// WalletConnect's Bitcoin RPC answers (docs: "Bitcoin JSON-RPC Methods").
const txidText = z.string().check(z.regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters'))
const answers = {
  getAccountAddresses: z.array(
    z.object({
      address: z.string().check(z.minLength(14), z.maxLength(90)),
      publicKey: z.optional(z.string()),
      path: z.optional(z.string()),
      intention: z.optional(z.string()),
    }),
  ),
  signMessage: z.object({ address: z.optional(z.string()), signature: z.string().check(z.minLength(1)) }),
  signPsbt: z.object({ psbt: z.string().check(z.minLength(1)), txid: z.optional(txidText) }),
  sendTransfer: z.object({ txid: txidText }),
}
type Method = keyof typeof answers

/** A signature as the docs say (hex bytes); a wallet answering base64, as the injected APIs do, is taken as it is. */
const signatureBase64 = (text: string) =>
  /^([0-9a-f]{2})+$/i.test(text) ? base64.encode(hex.decode(text.toLowerCase())) : text

/**
 * The helpers' BitcoinProvider over a WalletConnect session: getAccountAddresses, signMessage, signPsbt and
 * sendTransfer with WalletConnect's params (`account` is the session's first external address). The wallet
 * broadcasts (sendTransfer, signPsbt with `broadcast`), so nothing here reads the chain.
 */
export function walletConnectBitcoinProvider(session: RequestProvider): BitcoinProvider {
  async function ask<M extends Method>(method: M, params: Record<string, unknown>) {
    let answer: unknown
    try {
      answer = await session.request({ method, params: { account: session.address, ...params } })
    } catch (error) {
      throw walletError(error)
    }
    const parsed = answers[method].safeParse(answer)
    if (!parsed.success)
      throw new Error(
        `${session.walletName} answered ${method} with ${JSON.stringify(answer)?.slice(0, 120)}: ${z.prettifyError(parsed.error)}`,
      )
    return parsed.data as z.infer<(typeof answers)[M]>
  }
  return {
    get walletName() {
      return session.walletName
    },
    get chain() {
      return session.chain
    },
    async getAccountAddresses() {
      const entries = await ask('getAccountAddresses', { intentions: ['payment', 'ordinal'] })
      // The session's account (the first external address) is the payment one, first; others by their intention.
      const accounts: BitcoinAccount[] = entries.map(({ address, publicKey, intention }) => ({
        address,
        publicKey,
        purpose: intention === 'ordinal' ? 'ordinal' : 'payment',
      }))
      const own = accounts.findIndex((account) => account.address === session.address)
      if (own > 0) accounts.unshift(...accounts.splice(own, 1))
      return accounts
    },
    async signMessage({ message, address, protocol }) {
      const signer = address ?? session.address
      const chosen = protocol ?? 'bip322'
      const answer = await ask('signMessage', { message, address: signer, protocol: chosen })
      return {
        address: answer.address ?? signer,
        signature: signatureBase64(answer.signature),
        protocol: chosen,
      }
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      // Default: every input, signed with the payment address (as the other wallet shapes do).
      const count = signInputs ? 0 : (await import('./sdk/transfer.js')).psbtInputCount(psbt)
      const inputs =
        signInputs ?? Array.from({ length: count }, (_, index) => ({ address: session.address, index }))
      const answer = await ask('signPsbt', {
        psbt,
        signInputs: inputs.map(({ address, index }) => ({ address, index, sighashTypes: [1] })),
        broadcast: !!broadcast,
      })
      if (broadcast && !answer.txid)
        throw new Error(`${session.walletName} signed the PSBT but did not broadcast it (no txid)`)
      return { psbt: answer.psbt, txid: answer.txid }
    },
    async sendTransfer({ recipientAddress, amount }) {
      const sats = BigInt(amount)
      if (sats <= 0n) throw new Error('sendTransfer: amount must be a positive number of sats')
      const { txid } = await ask('sendTransfer', { recipientAddress, amount: sats.toString() })
      return txid
    },
  }
}
