import { expect, it } from 'vitest'
import { WALLET_CONNECT_LOGO } from '../plugins/walletconnect/logo.js'
import { walletConnectLogoUrl } from './generateWalletConnectLogo.js'

it('the walletconnect plugin draws the pinned @web3icons/core logo (regenerate with tsx scripts/generateWalletConnectLogo.ts)', () => {
  expect(WALLET_CONNECT_LOGO).toBe(walletConnectLogoUrl())
  const svg = decodeURIComponent(WALLET_CONNECT_LOGO.slice('data:image/svg+xml,'.length))
  // An image of WalletConnect's blue mark in the 24 px box, nothing that runs.
  expect(svg).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 24 24"><path fill="#3B99FC" d="M[^"]+"\/><\/svg>$/,
  )
})
