// The dev wallet's Polkadot side, loaded when a page enables it: a keyring of the local chain's dev accounts behind
// the polkadot-js extension API (what Polkadot.js, Talisman and SubWallet inject). Local chains only: the keys are
// derived from anvil's public mnemonic.
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { TypeRegistry } from '@polkadot/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { isHex, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import type { DevPolkadotAccount } from './devWalletOptions.js'

type Raw = { address: string; data: string; type: 'bytes' | 'payload' }

/** The injected object `enable()` answers: accounts and a signer over the dev keys. */
export async function createDevPolkadotExtension(accounts: readonly DevPolkadotAccount[]) {
  await cryptoWaitReady()
  const pairs = new Map<string, KeyringPair>()
  for (const account of accounts) {
    const pair = new Keyring({ type: account.type, ss58Format: 42 }).addFromUri(account.devOnlyUri)
    pairs.set(u8aToHex(pair.publicKey), pair)
  }
  const pairOf = (address: string): KeyringPair => {
    const key = u8aToHex(new Keyring().decodeAddress(address))
    const pair = pairs.get(key)
    if (!pair) throw new Error(`the dev wallet holds no key for ${address}`)
    return pair
  }
  let id = 0
  const list = () =>
    [...pairs.values()].map((pair, index) => ({
      address: pair.address,
      name: `Dev account ${index}`,
      type: pair.type as 'sr25519' | 'ed25519',
    }))
  return {
    accounts: {
      get: async () => list(),
      subscribe(callback: (entries: ReturnType<typeof list>) => void) {
        callback(list())
        return () => undefined
      },
    },
    signer: {
      /** Signs `data` (hex, or text as its UTF-8 bytes) wrapped in <Bytes>…</Bytes>, as extensions do. */
      async signRaw({ address, data }: Raw) {
        const bytes = isHex(data) ? data : new TextEncoder().encode(data)
        id += 1
        return { id, signature: u8aToHex(pairOf(address).sign(u8aWrapBytes(bytes))) }
      },
      /** Signs the extrinsic payload (hashed when over 256 bytes), with the key type's prefix byte. */
      async signPayload(payload: SignerPayloadJSON) {
        const registry = new TypeRegistry()
        registry.setSignedExtensions(payload.signedExtensions)
        const extrinsic = registry.createType('ExtrinsicPayload', payload, { version: payload.version })
        id += 1
        return { id, signature: extrinsic.sign(pairOf(payload.address)).signature }
      },
    },
  }
}
