import { registerWallet } from '@wallet-standard/wallet'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { type DiscoveredSolanaWallet, discoverWallets } from './discoverWallets.js'

const page = globalThis as { window?: (EventTarget & { solana?: unknown }) | undefined }
beforeEach(() => {
  page.window = Object.assign(new EventTarget(), { navigator: {} })
})
afterEach(() => {
  delete page.window
})

const standardWallet = (name: string, chains: string[] = ['solana:devnet']) =>
  ({
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,',
    chains,
    features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } },
    accounts: [],
  }) as never
const legacy = (isPhantom: boolean) => ({ isPhantom, connect: async () => ({}) })

function discover(injected = true) {
  const seen: (readonly DiscoveredSolanaWallet[])[] = []
  const stop = discoverWallets((wallets) => seen.push(wallets), undefined, { injected })
  const names = () => seen.at(-1)?.map((wallet) => [wallet.type, wallet.id, wallet.name])
  return { names, stop }
}

it('lists the Wallet Standard wallets that speak Solana, registered before or after, under ws:<name>', () => {
  registerWallet(standardWallet('Before'))
  registerWallet(standardWallet('Ethereum only', ['eip155:1']))
  const { names } = discover()
  registerWallet(standardWallet('After'))
  expect(names()).toEqual([
    ['ANNOUNCED', 'ws:Before', 'Before'],
    ['ANNOUNCED', 'ws:After', 'After'],
  ])
})

it('offers a legacy window.solana only when no Wallet Standard wallet has its name, and not with injected false', () => {
  if (page.window) page.window.solana = legacy(false)
  expect(discover().names()).toEqual([['INJECTED', 'solana.injected', 'Solana Wallet']])
  expect(discover(false).names()).toEqual([])

  if (page.window) page.window.solana = legacy(true)
  expect(discover().names()).toEqual([['INJECTED', 'solana.injected', 'Phantom']])
  registerWallet(standardWallet('Phantom'))
  expect(discover().names()).toEqual([['ANNOUNCED', 'ws:Phantom', 'Phantom']])
})

it('a window.solana without connect is not a wallet', () => {
  if (page.window) page.window.solana = { isPhantom: true }
  expect(discover().names()).toEqual([])
})
