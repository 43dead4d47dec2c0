import { networks, tokens, wallets } from '@web3icons/common/metadata'

/**
 * Real logos for the registry's wallets, the networks' icons and the tokens' icons, from @web3icons/core
 * (MIT, pinned in services/package.json), read from the installed package and never fetched: the
 * routes fall back to a monogram for what the package does not have.
 */

/** A logo larger than this is not served (the package's are a few KiB): the monogram is. */
export const LOGO_MAX_BYTES = 64 * 1024

/** Lower case, letters and digits only, without a trailing "wallet": "Rabby Wallet" and "rabby" meet. */
function normalize(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/wallet$/, '')
}

function branded(variants: readonly string[]): boolean {
  return variants.includes('branded')
}

const walletFiles = new Map<string, string>()
for (const wallet of wallets)
  if (branded(wallet.variants))
    for (const key of [wallet.id, wallet.name])
      walletFiles.set(normalize(key), `wallets/branded/${wallet.id}`)

const networkFiles = new Map<string, string>()
// Ids and CAIP-2 ids first, then names where no id took the key ("Polygon" is Polygon's, not its zkEVM's).
for (const keys of [
  (network: (typeof networks)[number]) => [network.id, network.caip2id],
  (network: (typeof networks)[number]) => [network.name, network.shortName],
])
  for (const network of networks)
    if (branded(network.variants))
      for (const key of keys(network))
        if (key && !networkFiles.has(normalize(key)))
          networkFiles.set(normalize(key), `networks/branded/${network.id}`)

const tokenFiles = new Map<string, string>()
for (const token of tokens) {
  const symbol = token.filePath.replace(/^token:/, '')
  // The most valued token of a symbol keeps it (tokens are listed by market cap rank).
  if (branded(token.variants) && !tokenFiles.has(symbol.toUpperCase()))
    tokenFiles.set(symbol.toUpperCase(), `tokens/branded/${symbol}`)
}

/**
 * The package file of a wallet's logo, matched by its registry name: the whole name, else its leading
 * words ("Ledger Live" is Ledger's, "Coin98 Super Wallet" Coin98's, never "SafePal" Safe's); undefined when none.
 */
export function walletLogoFile(name: string): string | undefined {
  const words = name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  for (let count = words.length; count > 0; count--) {
    const file = walletFiles.get(normalize(words.slice(0, count).join('')))
    if (file) return file
  }
  return undefined
}

/** The package file of a network's icon by its image id (`ethereum`) or CAIP-2 id (`eip155:1`). */
export function networkLogoFile(imageId: string): string | undefined {
  return networkFiles.get(normalize(imageId))
}

/** The package file of a token's icon by its symbol (`ETH`, `USDC`). */
export function tokenLogoFile(symbol: string): string | undefined {
  return tokenFiles.get(symbol.toUpperCase())
}

const loaded = new Map<string, Promise<string | undefined>>()

/** The SVG of a package file (from the functions above), read once; undefined when it is missing or too large. */
export function logoSvg(file: string): Promise<string | undefined> {
  let pending = loaded.get(file)
  if (!pending) {
    pending = import(`@web3icons/core/svgs/${file}.svg.js`).then(
      (module: { default?: unknown }) =>
        typeof module.default === 'string' && Buffer.byteLength(module.default) <= LOGO_MAX_BYTES
          ? module.default
          : undefined,
      () => undefined,
    )
    loaded.set(file, pending)
  }
  return pending
}
