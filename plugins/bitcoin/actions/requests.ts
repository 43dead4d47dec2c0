import type {
  BitcoinAccount,
  BitcoinProviderSource,
  SendTransferRequest,
  SignMessageRequest,
  SignMessageResult,
  SignPsbtRequest,
  SignPsbtResult,
} from '../types.js'
import { providerOf } from './providerOf.js'

/** The connected wallet's addresses: payment (index 0) and ordinal (index 1) when it has one. */
export async function getAccountAddresses(source: BitcoinProviderSource): Promise<BitcoinAccount[]> {
  return (await providerOf(source)).getAccountAddresses()
}

/** Signs a message with BIP-322 (default) or ECDSA; the signature is base64. */
export async function signMessage(
  source: BitcoinProviderSource,
  request: SignMessageRequest,
): Promise<SignMessageResult> {
  return (await providerOf(source)).signMessage(request)
}

/** Has a PSBT (base64) signed; with `broadcast`, it is finalized and sent, and the txid returned. */
export async function signPsbt(
  source: BitcoinProviderSource,
  request: SignPsbtRequest,
): Promise<SignPsbtResult> {
  return (await providerOf(source)).signPsbt(request)
}

/** Sends `amount` sats to `recipientAddress` from the payment address; returns the txid. */
export async function sendTransfer(
  source: BitcoinProviderSource,
  request: SendTransferRequest,
): Promise<string> {
  return (await providerOf(source)).sendTransfer(request)
}
