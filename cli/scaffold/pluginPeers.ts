import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileSpec } from './dependencySpec.js'
import type { PackageManifest } from './packageRoot.js'
import { SERVICES_PACKAGE_NAME } from './packageRoot.js'

/**
 * The chain SDKs each plugin imports, which walletdock takes as optional peer dependencies (the way wagmi
 * takes viem): an app installs only those of the plugins it uses. `appkit init` adds them with the plugin,
 * at walletdock's peer range. pluginPeers.test.ts checks this list against the plugins' imports.
 */
export const PLUGIN_PEERS: Readonly<Record<string, readonly Peer[]>> = {
  evm: ['viem'],
  solana: ['@solana/web3.js'],
  // Its types come with sign-client (a dependency of it); walletdock lists them as an optional peer for the .d.ts files.
  walletconnect: ['@walletconnect/sign-client'],
  // Its eip155 message format (EIP-4361 through viem's siwe utilities) loads only with the evm plugin's networks.
  siwx: [{ name: 'viem', withPlugin: 'evm' }],
  // Its Solana accounts (loaded only for the solana plugin's networks) sign with these.
  // PSBTs, addresses and BIP-322 checks load when the user signs or sends.
  bitcoin: ['@noble/curves', 'bitcoinjs-lib'],
  // Transfers (@polkadot/api) and signature checks load when the user sends or verifies.
  polkadot: ['@polkadot/api', '@polkadot/util-crypto'],
  'dev-wallet': [
    { name: '@noble/curves', withPlugin: 'solana' },
    { name: '@solana/web3.js', withPlugin: 'solana' },
    // Its Polkadot extension's keyring and its Bitcoin wallet's PSBT signing, with those plugins' networks.
    { name: '@polkadot/util-crypto', withPlugin: 'polkadot' },
    { name: 'bitcoinjs-lib', withPlugin: 'bitcoin' },
  ],
}

/** A peer's package name, or the name and the other plugin it is needed with. */
type Peer = string | { name: string; withPlugin: string }
export const peerName = (peer: Peer) => (typeof peer === 'string' ? peer : peer.name)

/** The peers of the chosen plugins, each at the range walletdock's package.json gives it. */
export function pluginPeerDependencies(
  plugins: readonly string[],
  manifest: PackageManifest & { peerDependencies?: Record<string, string> },
): Record<string, string> {
  const peers: Record<string, string> = {}
  for (const plugin of plugins)
    for (const peer of PLUGIN_PEERS[plugin] ?? []) {
      if (typeof peer !== 'string' && !plugins.includes(peer.withPlugin)) continue
      const name = peerName(peer)
      const range = manifest.peerDependencies?.[name]
      if (range === undefined) throw new Error(`walletdock's package.json has no peer dependency ${name}`)
      peers[name] = range
    }
  return peers
}

/**
 * The `walletdock-services` dev dependency that goes with the walletdock spec init writes: the services
 * tarball beside a walletdock tarball (`npm pack` of this repo writes both), the `services/` folder of a
 * linked checkout, else `^version` from the registry.
 */
export function servicesSpec(walletdockSpec: string, appDir: string, version: string): string {
  const range = `^${version}`
  if (!walletdockSpec.startsWith('file:')) return range
  const target = resolve(appDir, walletdockSpec.slice('file:'.length))
  const candidate = target.endsWith('.tgz')
    ? join(dirname(target), `${SERVICES_PACKAGE_NAME}-${version}.tgz`)
    : join(target, 'services')
  return existsSync(candidate) ? fileSpec(candidate, appDir) : range
}
