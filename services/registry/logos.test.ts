import { describe, expect, it } from 'vitest'
import { LOGO_MAX_BYTES, logoSvg, networkLogoFile, tokenLogoFile, walletLogoFile } from './logos.js'
import { walletRegistry } from './walletRegistry.js'

describe('logos from @web3icons/core', () => {
  it('matches registry wallets by their whole name or leading words, never by a shared prefix', () => {
    expect(walletLogoFile('MetaMask')).toBe('wallets/branded/metamask')
    expect(walletLogoFile('Rabby Wallet')).toBe('wallets/branded/rabby')
    expect(walletLogoFile('Ledger Live')).toBe('wallets/branded/ledger')
    expect(walletLogoFile('SafePal')).toBeUndefined()
    expect(walletLogoFile('Uniswap Wallet')).toBeUndefined()
    // Most of the wallets people know have a real logo; the rest keep their monogram.
    const withLogo = walletRegistry().filter((wallet) => walletLogoFile(wallet.name))
    expect(withLogo.length).toBeGreaterThanOrEqual(30)
  })

  it('finds networks by image id or CAIP-2 id, and tokens by symbol', () => {
    expect(networkLogoFile('ethereum')).toBe('networks/branded/ethereum')
    expect(networkLogoFile('eip155:42161')).toBe('networks/branded/arbitrum-one')
    expect(networkLogoFile('polygon')).toBe('networks/branded/polygon')
    expect(networkLogoFile('solana')).toBe('networks/branded/solana')
    expect(tokenLogoFile('eth')).toBe('tokens/branded/ETH')
    expect(tokenLogoFile('DUSD')).toBeUndefined()
  })

  it('reads each logo from the installed package as an SVG within the byte limit', async () => {
    const svg = await logoSvg(walletLogoFile('MetaMask') ?? '')
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/)
    expect(Buffer.byteLength(svg ?? '')).toBeLessThanOrEqual(LOGO_MAX_BYTES)
    expect(svg).not.toMatch(/<script|on[a-z]+=/i)
    expect(await logoSvg('wallets/branded/no-such-wallet')).toBeUndefined()
  })
})
