import { schnorr } from '@noble/curves/secp256k1'
import {
  address as addressCodec,
  crypto,
  type Network,
  opcodes,
  Psbt,
  payments,
  script,
  Transaction,
} from 'bitcoinjs-lib'
import { ecdsaSigner, initBitcoinEcc, taprootSigner, validateSignature } from './ecc.js'

/**
 * BIP-322 "simple" message signatures (P2WPKH, nested segwit P2SH-P2WPKH and P2TR key path): the signer proves it could spend an output paying
 * the address by signing a virtual transaction (to_sign) that spends a virtual output (to_spend) committing to the
 * message. The signature is to_sign's witness stack, consensus-encoded, in base64. Written from the BIP's text. For
 * P2SH-P2WPKH, to_spend pays the P2SH script and to_sign's scriptSig pushes the redeem script (0014 + the key's
 * hash160); the simple signature carries the witness only, so the verifier rebuilds the redeem script from its key.
 */

const utf8 = new TextEncoder()

/** The BIP's message hash: the BIP-340 tagged hash "BIP0322-signed-message" of the message's bytes. */
export const bip322MessageHash = (message: string): Uint8Array =>
  schnorr.utils.taggedHash('BIP0322-signed-message', utf8.encode(message))

function toSpend(message: string, outputScript: Uint8Array): Transaction {
  const tx = new Transaction()
  tx.version = 0
  tx.locktime = 0
  tx.addInput(new Uint8Array(32), 0xffffffff, 0, script.compile([opcodes.OP_0, bip322MessageHash(message)]))
  tx.addOutput(outputScript, 0n)
  return tx
}

function toSignPsbt(message: string, outputScript: Uint8Array): Psbt {
  const psbt = new Psbt()
  psbt.setVersion(0)
  psbt.setLocktime(0)
  psbt.addInput({
    hash: toSpend(message, outputScript).getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: outputScript, value: 0n },
  })
  psbt.addOutput({ script: script.compile([opcodes.OP_RETURN]), value: 0n })
  return psbt
}

function encodeWitness(stack: Uint8Array[]): string {
  const parts: number[] = [stack.length]
  for (const item of stack) {
    if (item.length >= 0xfd) throw new Error('BIP-322: witness item too long')
    parts.push(item.length, ...item)
  }
  return btoa(String.fromCharCode(...parts))
}

function decodeWitness(base64: string): Uint8Array[] {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  const stack: Uint8Array[] = []
  let offset = 1
  for (let index = 0; index < (bytes[0] ?? 0); index++) {
    const length = bytes[offset] ?? 0xff
    if (length >= 0xfd || offset + 1 + length > bytes.length) throw new Error('BIP-322: malformed witness')
    stack.push(bytes.slice(offset + 1, offset + 1 + length))
    offset += 1 + length
  }
  if (offset !== bytes.length) throw new Error('BIP-322: trailing bytes after the witness')
  return stack
}

/**
 * Signs `message` for the key's P2WPKH, P2SH-P2WPKH or P2TR (BIP-86) address on `network`; returns the base64
 * simple signature.
 * Wallets sign, not the plugin: this is the reference signer its tests check the verifier against.
 * @internal
 */
export function signBip322(
  message: string,
  secretKey: Uint8Array,
  network: Network,
  kind: 'p2wpkh' | 'p2sh-p2wpkh' | 'p2tr',
) {
  initBitcoinEcc()
  const psbt = (() => {
    if (kind === 'p2wpkh') {
      const signer = ecdsaSigner(secretKey)
      const output = payments.p2wpkh({ pubkey: signer.publicKey, network }).output as Uint8Array
      return toSignPsbt(message, output).signInput(0, signer)
    }
    if (kind === 'p2sh-p2wpkh') {
      const signer = ecdsaSigner(secretKey)
      const redeem = payments.p2wpkh({ pubkey: signer.publicKey, network })
      const output = payments.p2sh({ redeem, network }).output as Uint8Array
      const psbt = toSignPsbt(message, output)
      psbt.updateInput(0, { redeemScript: redeem.output as Uint8Array })
      return psbt.signInput(0, signer)
    }
    const signer = taprootSigner(secretKey)
    const output = payments.p2tr({ internalPubkey: signer.internalPubkey, network }).output as Uint8Array
    const psbt = toSignPsbt(message, output)
    psbt.updateInput(0, { tapInternalKey: signer.internalPubkey })
    return psbt.signInput(0, signer)
  })()
  psbt.finalizeAllInputs()
  return encodeWitness(psbt.extractTransaction(true).ins[0]?.witness ?? [])
}

/**
 * Whether `signature` (BIP-322 simple, base64) signs `message` for `address` (P2WPKH, P2SH-P2WPKH or P2TR) on
 * `network`.
 */
export function verifyBip322(address: string, message: string, signature: string, network: Network): boolean {
  initBitcoinEcc()
  let outputScript: Uint8Array
  let stack: Uint8Array[]
  try {
    outputScript = addressCodec.toOutputScript(address, network)
    stack = decodeWitness(signature)
  } catch {
    return false
  }
  const toSign = new Transaction()
  toSign.version = 0
  toSign.locktime = 0
  toSign.addInput(toSpend(message, outputScript).getHash(), 0, 0)
  toSign.addOutput(script.compile([opcodes.OP_RETURN]), 0n)
  const program = outputScript.slice(2)
  if (outputScript[0] === opcodes.OP_0 && outputScript[1] === 20 && stack.length === 2)
    return verifyWitnessV0Key(toSign, stack, program)
  // P2SH-P2WPKH: the script hash must be the redeem script's, 0014 + the witness key's hash160.
  const isP2sh =
    outputScript.length === 23 && outputScript[0] === opcodes.OP_HASH160 && outputScript[1] === 20
  if (isP2sh && stack.length === 2) {
    const keyHash = crypto.hash160(stack[1] as Uint8Array)
    const redeemScript = payments.p2wpkh({ hash: keyHash }).output as Uint8Array
    if (!equalBytes(crypto.hash160(redeemScript), outputScript.slice(2, 22))) return false
    return verifyWitnessV0Key(toSign, stack, keyHash)
  }
  if (outputScript[0] === opcodes.OP_1 && outputScript[1] === 32 && stack.length === 1) {
    const [signature] = stack as [Uint8Array]
    if (signature.length !== 64 && signature.length !== 65) return false
    const hashType = signature.length === 65 ? (signature[64] as number) : Transaction.SIGHASH_DEFAULT
    if (signature.length === 65 && hashType === Transaction.SIGHASH_DEFAULT) return false
    const hash = toSign.hashForWitnessV1(0, [outputScript], [0n], hashType)
    return schnorr.verify(signature.slice(0, 64), hash, program)
  }
  return false
}

/** A [signature, key] witness for the key hash `program`, over BIP-143's sighash with the P2PKH script code. */
function verifyWitnessV0Key(toSign: Transaction, stack: Uint8Array[], program: Uint8Array): boolean {
  const [signature, pubkey] = stack as [Uint8Array, Uint8Array]
  if (!equalBytes(crypto.hash160(pubkey), program)) return false
  const decoded = decodeScriptSignature(signature)
  if (!decoded) return false
  const scriptCode = payments.p2pkh({ hash: program }).output as Uint8Array
  const hash = toSign.hashForWitnessV0(0, scriptCode, 0n, decoded.hashType)
  return validateSignature(pubkey, hash, decoded.signature)
}

function decodeScriptSignature(bytes: Uint8Array): { signature: Uint8Array; hashType: number } | undefined {
  try {
    const decoded = script.signature.decode(bytes)
    return { signature: decoded.signature, hashType: decoded.hashType }
  } catch {
    return undefined
  }
}

const equalBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])
