import { base64 } from '@scure/base'
import { address as addressCodec, Psbt } from 'bitcoinjs-lib'
import { InsufficientBitcoinError } from '../errors.js'
import type { EsploraClient } from '../esplora.js'
import { bitcoinjsNetworkOf } from './bitcoinNetworks.js'
import { initBitcoinEcc } from './ecc.js'

/** Outputs below this are dust to relay policy; change smaller than it goes to the fee. */
const DUST_SATS = 546n
// vbytes of a P2WPKH spend: ~11 overhead, ~68 per input, ~31 per output.
const vsizeOf = (inputs: number, outputs: number) => BigInt(11 + 68 * inputs + 31 * outputs)

/**
 * An unsigned PSBT paying `amount` sats from the payment address's confirmed coins (largest first) to `recipient`,
 * change back to the payment address, at the network's fee estimate. P2WPKH inputs (witnessUtxo).
 */
export async function buildTransferPsbt(parameters: {
  esplora: EsploraClient
  caipNetworkId: string
  from: string
  recipient: string
  amount: bigint
}): Promise<{ psbt: string; inputs: number }> {
  initBitcoinEcc()
  const network = bitcoinjsNetworkOf(parameters.caipNetworkId)
  const [utxos, feeRate] = await Promise.all([
    parameters.esplora.utxos(parameters.from),
    parameters.esplora.feeRate(),
  ])
  const coins = utxos.filter((utxo) => utxo.status.confirmed).sort((a, b) => b.value - a.value)
  const fromScript = addressCodec.toOutputScript(parameters.from, network)
  const recipientScript = addressCodec.toOutputScript(parameters.recipient, network) // throws on another network's address
  const psbt = new Psbt({ network })
  let total = 0n
  for (const coin of coins) {
    psbt.addInput({
      hash: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: fromScript, value: BigInt(coin.value) },
    })
    total += BigInt(coin.value)
    if (total >= parameters.amount + vsizeOf(psbt.inputCount, 2) * BigInt(feeRate)) break
  }
  const fee = vsizeOf(psbt.inputCount, 2) * BigInt(feeRate)
  if (total < parameters.amount + fee)
    throw new InsufficientBitcoinError({ needed: parameters.amount + fee, available: total })
  psbt.addOutput({ script: recipientScript, value: parameters.amount })
  const change = total - parameters.amount - fee
  if (change >= DUST_SATS) psbt.addOutput({ script: fromScript, value: change })
  return { psbt: psbt.toBase64(), inputs: psbt.inputCount }
}

/** Finalizes a signed PSBT (base64) and returns the raw transaction's hex, ready to broadcast. */
export function finalizePsbt(signed: string, caipNetworkId: string): string {
  const psbt = Psbt.fromBase64(signed, { network: bitcoinjsNetworkOf(caipNetworkId) })
  for (let index = 0; index < psbt.inputCount; index++) {
    const input = psbt.data.inputs[index]
    if (!input?.finalScriptWitness && !input?.finalScriptSig) psbt.finalizeInput(index)
  }
  return psbt.extractTransaction().toHex()
}

export const psbtInputCount = (psbt: string): number => Psbt.fromBuffer(base64.decode(psbt)).inputCount
