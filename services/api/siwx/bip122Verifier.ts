import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { base58check, base64, bech32, bech32m } from '@scure/base'
import { BIP122_ADDRESS_FORMATS } from '../../../plugins/bitcoin/protocol/bip122Chains.js'
import { bip122SiwxText } from '../../../plugins/bitcoin/protocol/siwxText.js'
import type { SiwxVerifier } from './verifiers.js'

/**
 * bip122 sign-in on the server: the Bitcoin plugin's CAIP-122 text (plugins/bitcoin/protocol/siwxText.ts), signed by
 * the message's address with BIP-322 "simple" (P2WPKH, nested segwit P2SH-P2WPKH, P2TR key path) or, for wallets that only do that, the legacy
 * ECDSA message signature (BIP-137 headers; P2PKH, P2WPKH, P2SH-P2WPKH). No node is asked: a signature proves the
 * key. Written here from the BIPs (BIP-322, BIP-143, BIP-341) on @noble, apart from the plugin's bitcoinjs-lib
 * verifier, so each checks the other in the tests.
 */

type Script = { kind: 'p2wpkh' | 'p2tr' | 'p2pkh' | 'p2sh'; program: Uint8Array; script: Uint8Array }

const utf8 = new TextEncoder()
const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes))
const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))
const concat = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((part) => [...part]))
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])
const ZERO4 = [0, 0, 0, 0]
const ZERO8 = [...ZERO4, ...ZERO4]
const OP_RETURN_OUTPUT = [...ZERO8, 1, 0x6a] // value 0, a one-byte script: OP_RETURN

function varint(length: number): number[] {
  if (length < 0xfd) return [length]
  if (length <= 0xffff) return [0xfd, length & 0xff, length >> 8]
  return [0xfe, length & 0xff, (length >> 8) & 0xff, (length >> 16) & 0xff, length >>> 24]
}

/** The output script `address` pays to on the chain, or undefined when it is not an address of that chain. */
function scriptOf(address: string, chainId: string): Script | undefined {
  const format = BIP122_ADDRESS_FORMATS[chainId]
  if (!format) return undefined
  if (address.toLowerCase().startsWith(`${format.bech32}1`)) {
    for (const codec of [bech32, bech32m]) {
      try {
        const { prefix, words } = codec.decode(address as `${string}1${string}`, 90)
        const version = words[0]
        const program = Uint8Array.from(codec.fromWords(words.slice(1)))
        if (prefix !== format.bech32) return undefined
        if (version === 0 && codec === bech32 && program.length === 20)
          return { kind: 'p2wpkh', program, script: concat([0, 20], program) }
        if (version === 1 && codec === bech32m && program.length === 32)
          return { kind: 'p2tr', program, script: concat([0x51, 32], program) }
        return undefined
      } catch {
        // the other checksum
      }
    }
    return undefined
  }
  try {
    const decoded = base58check(sha256).decode(address)
    const program = decoded.slice(1)
    if (decoded.length !== 21) return undefined
    if (decoded[0] === format.pubKeyHash)
      return { kind: 'p2pkh', program, script: concat([0x76, 0xa9, 20], program, [0x88, 0xac]) }
    if (decoded[0] === format.scriptHash)
      return { kind: 'p2sh', program, script: concat([0xa9, 20], program, [0x87]) }
  } catch {
    // not base58check
  }
  return undefined
}

/** BIP-322's to_spend: the virtual output committing to the message; its txid in internal byte order. */
function toSpendTxid(message: string, output: Uint8Array): Uint8Array {
  const messageHash = schnorr.utils.taggedHash('BIP0322-signed-message', utf8.encode(message))
  const input = concat(new Uint8Array(32), [0xff, 0xff, 0xff, 0xff], [34, 0, 32], messageHash, ZERO4)
  return sha256d(concat(ZERO4, [1], input, [1], ZERO8, varint(output.length), output, ZERO4))
}

/** The witness stack of a BIP-322 simple signature (base64 of its consensus encoding). */
function witnessOf(bytes: Uint8Array): Uint8Array[] | undefined {
  const stack: Uint8Array[] = []
  let at = 1
  for (let item = 0; item < (bytes[0] ?? 0); item++) {
    const length = bytes[at] ?? 0xff
    if (length >= 0xfd || at + 1 + length > bytes.length) return undefined
    stack.push(bytes.slice(at + 1, at + 1 + length))
    at += 1 + length
  }
  return bytes[0] !== undefined && bytes[0] < 0xfd && at === bytes.length ? stack : undefined
}

function verifyP2wpkh(stack: Uint8Array[], txid: Uint8Array, script: Script): boolean {
  const [signature, key] = stack
  if (stack.length !== 2 || !signature || !key || key.length !== 33 || !equal(hash160(key), script.program))
    return false
  if (signature.at(-1) !== 0x01) return false // SIGHASH_ALL, what wallets sign BIP-322 with
  const outpoint = concat(txid, ZERO4)
  const scriptCode = concat([0x19, 0x76, 0xa9, 20], script.program, [0x88, 0xac])
  // BIP-143's preimage for input 0 of to_sign (version 0, sequence 0, amount 0, one OP_RETURN output, locktime 0).
  const preimage = concat(
    ZERO4,
    sha256d(outpoint),
    sha256d(Uint8Array.from(ZERO4)),
    outpoint,
    scriptCode,
    ZERO8,
    ZERO4,
    sha256d(Uint8Array.from(OP_RETURN_OUTPUT)),
    ZERO4,
    [1, 0, 0, 0],
  )
  return secp256k1.verify(signature.slice(0, -1), sha256d(preimage), key, { format: 'der', lowS: true })
}

function verifyP2tr(stack: Uint8Array[], txid: Uint8Array, script: Script): boolean {
  const [signature] = stack
  if (stack.length !== 1 || !signature || (signature.length !== 64 && signature.length !== 65)) return false
  const hashType = signature.length === 65 ? signature[64] : 0
  if (hashType !== 0 && hashType !== 1) return false // SIGHASH_DEFAULT or SIGHASH_ALL
  // BIP-341's SigMsg for a key-path spend of input 0 (no annex).
  const sigMsg = concat(
    [hashType],
    ZERO4,
    ZERO4,
    sha256(concat(txid, ZERO4)),
    sha256(Uint8Array.from(ZERO8)),
    sha256(concat(varint(script.script.length), script.script)),
    sha256(Uint8Array.from(ZERO4)),
    sha256(Uint8Array.from(OP_RETURN_OUTPUT)),
    [0],
    ZERO4,
  )
  const sighash = schnorr.utils.taggedHash('TapSighash', concat([0], sigMsg))
  return schnorr.verify(signature.slice(0, 64), sighash, script.program)
}

/**
 * P2SH-P2WPKH (3… / 2…): the script hash is the redeem script's, 0014 + the witness key's hash160; the signature is
 * then P2WPKH's over to_spend paying the P2SH script (to_sign's scriptSig, the redeem script, is not in the sighash).
 */
function verifyP2shP2wpkh(stack: Uint8Array[], txid: Uint8Array, script: Script): boolean {
  const key = stack[1]
  if (stack.length !== 2 || !key) return false
  const keyHash = hash160(key)
  if (!equal(hash160(concat([0, 20], keyHash)), script.program)) return false
  return verifyP2wpkh(stack, txid, { kind: 'p2wpkh', program: keyHash, script: concat([0, 20], keyHash) })
}

/** The legacy signed message: the key recovered from a 65-byte signature must be the address's. */
function verifyLegacy(bytes: Uint8Array, message: string, script: Script): boolean {
  const header = bytes[0] ?? 0
  if (bytes.length !== 65 || header < 27 || header > 42) return false
  const text = utf8.encode(message)
  const hash = sha256d(concat(utf8.encode('\x18Bitcoin Signed Message:\n'), varint(text.length), text))
  const compressed = header >= 31
  const key = secp256k1.Signature.fromCompact(bytes.slice(1))
    .addRecoveryBit((header - 27) & 3)
    .recoverPublicKey(hash)
    .toRawBytes(compressed)
  if (script.kind === 'p2pkh') return equal(hash160(key), script.program)
  if (!compressed) return false
  if (script.kind === 'p2wpkh') return equal(hash160(key), script.program)
  return script.kind === 'p2sh' && equal(hash160(concat([0, 20], hash160(key))), script.program)
}

/** Whether `signature` (base64) is `address` signing `message` on `chainId`, by BIP-322 simple or legacy ECDSA. */
export function verifyBitcoinMessage(
  address: string,
  message: string,
  signature: string,
  chainId: string,
): boolean {
  const script = scriptOf(address, chainId)
  if (!script) return false
  try {
    const bytes = base64.decode(signature)
    if (bytes.length === 65 && (bytes[0] ?? 0) >= 27) return verifyLegacy(bytes, message, script)
    const stack = witnessOf(bytes)
    if (!stack) return false
    const txid = toSpendTxid(message, script.script)
    if (script.kind === 'p2wpkh') return verifyP2wpkh(stack, txid, script)
    if (script.kind === 'p2sh') return verifyP2shP2wpkh(stack, txid, script)
    return script.kind === 'p2tr' && verifyP2tr(stack, txid, script)
  } catch {
    return false
  }
}

/** The bip122 verifier of the session API: the networks of BIP122_ADDRESS_FORMATS, whose addresses it reads. */
export function bip122Verifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    parse(text) {
      try {
        return bip122SiwxText.parse(text)
      } catch {
        return undefined
      }
    },
    verify: async ({ text, signature, data }) =>
      verifyBitcoinMessage(data.accountAddress, text, signature, data.chainId),
    addressKey: (address) => address,
  }
}

/** The bip122 chains sign-in is served on: every Bitcoin network whose addresses the verifier reads. */
export const BIP122_SIGN_IN_CHAINS: readonly string[] = Object.keys(BIP122_ADDRESS_FORMATS)
