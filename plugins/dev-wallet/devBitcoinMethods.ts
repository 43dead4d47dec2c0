import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { hex } from '@scure/base'
import { opcodes, Psbt, payments, script, Transaction } from 'bitcoinjs-lib'

/** One of the local chain's dev keys (`bitcoin.accounts` of `.appkit/dev.json`). */
export type DevBitcoinAccount = {
  type: 'payment' | 'ordinal'
  address: string
  /** Dev-only key (hex), derived from anvil's public mnemonic. */
  devOnlySecretKey: string
}
/** A Wallet Standard account of the bitcoin side (purpose as Xverse names it). */
export type StandardBitcoinAccount = {
  address: string
  publicKey: Uint8Array
  chains: readonly string[]
  features: readonly string[]
  purpose: 'payment' | 'ordinals'
}

// bcoin's regtest (the local chain): bech32 `rb`, its own base58 prefixes.
const REGTEST = {
  messagePrefix: '\x18Bitcoin Signed Message:\n',
  bech32: 'rb',
  bip32: { public: 0xeab4fa05, private: 0xeab404c7 },
  pubKeyHash: 0x3c,
  scriptHash: 0x26,
  wif: 0x5a,
}

function signerOf(secretHex: string) {
  const secret = hex.decode(secretHex)
  return {
    publicKey: secp256k1.getPublicKey(secret, true),
    sign: (hash: Uint8Array) => secp256k1.sign(hash, secret, { lowS: true }).toCompactRawBytes(),
  }
}

/** BIP-322 simple signature of `message` for a P2WPKH key: to_sign's witness, consensus-encoded (not base64). */
function signBip322(message: Uint8Array, secretHex: string): Uint8Array {
  const signer = signerOf(secretHex)
  const output = payments.p2wpkh({ pubkey: signer.publicKey, network: REGTEST }).output as Uint8Array
  const toSpend = new Transaction()
  toSpend.version = 0
  const messageHash = schnorr.utils.taggedHash('BIP0322-signed-message', message)
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, script.compile([opcodes.OP_0, messageHash]))
  toSpend.addOutput(output, 0n)
  const toSign = new Psbt({ network: REGTEST })
  toSign.setVersion(0)
  toSign.addInput({
    hash: toSpend.getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: output, value: 0n },
  })
  toSign.addOutput({ script: script.compile([opcodes.OP_RETURN]), value: 0n })
  toSign.signInput(0, signer).finalizeAllInputs()
  const witness = toSign.extractTransaction(true).ins[0]?.witness ?? []
  return Uint8Array.from([witness.length, ...witness.flatMap((item) => [item.length, ...item])])
}

/** The dev wallet's bitcoin signing, loaded on its first request: connect, BIP-322 messages, PSBT inputs. */
export function devBitcoinMethods(accounts: readonly DevBitcoinAccount[], chains: readonly string[]) {
  const standard: StandardBitcoinAccount[] = accounts.map((account) => ({
    address: account.address,
    publicKey: signerOf(account.devOnlySecretKey).publicKey,
    chains,
    features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
    purpose: account.type === 'ordinal' ? 'ordinals' : 'payment',
  }))
  const keyOf = (address: string) => {
    const account = accounts.find((entry) => entry.address === address)
    if (!account) throw new Error(`the dev wallet holds no key for ${address}`)
    return account.devOnlySecretKey
  }
  return {
    connect: async () => ({ accounts: standard }),
    signMessage: async (...inputs: { account: { address: string }; message: Uint8Array }[]) =>
      inputs.map(({ account, message }) => ({
        signedMessage: message,
        signature: signBip322(message, keyOf(account.address)),
      })),
    signTransaction: async (
      ...inputs: {
        psbt: Uint8Array
        inputsToSign: { account: { address: string }; signingIndexes: number[] }[]
      }[]
    ) =>
      inputs.map(({ psbt, inputsToSign }) => {
        const parsed = Psbt.fromBuffer(psbt, { network: REGTEST })
        for (const { account, signingIndexes } of inputsToSign)
          for (const index of signingIndexes) parsed.signInput(index, signerOf(keyOf(account.address)))
        return { signedPsbt: parsed.toBuffer() }
      }),
    accounts: standard,
  }
}
