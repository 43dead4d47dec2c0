import { formatDeeplinkUrl } from '@walletconnect/utils'
import { afterEach, expect, it, vi } from 'vitest'
import { signal } from 'walletdock/plugin'
import { createPersistence } from '../../kernel/storage/createPersistence.js'
import { bufferOnReturn } from './bufferOnReturn.js'
import { createPairingState, type Pairing } from './pairing.js'
import { keepWcLinking, WC_LINKING } from './wcLinking.js'

/** localStorage as the page has it: raw strings by name. */
function rawStorage() {
  const values = new Map<string, string>()
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

afterEach(() => {
  vi.useRealTimers()
})

it("spec 3, wcLinking: the opened wallet link is stored where the sign-client reads it, and the sign-client's redirect goes to that wallet", () => {
  const raw = rawStorage()
  const storage = createPersistence({ storage: raw })
  const pairing = createPairingState()
  const stop = keepWcLinking({ storage }, pairing)
  expect(raw.values.has('WALLETCONNECT_DEEPLINK_CHOICE')).toBe(false)
  pairing.value = { ...pairing.value, linking: { name: 'Test Wallet', href: 'https://wallet.example/' } }
  const stored = raw.getItem('WALLETCONNECT_DEEPLINK_CHOICE')
  // The sign-client (getDeepLink, handleDeeplinkRedirect) parses this JSON and formats its href.
  const { href } = JSON.parse(stored ?? '{}') as { href: string }
  expect(formatDeeplinkUrl(href, 7, 'topic')).toBe('https://wallet.example/wc?requestId=7&sessionTopic=topic')
  expect(formatDeeplinkUrl('metamask://', 7, 'topic')).toBe('metamask://wc?requestId=7&sessionTopic=topic')
  // The session's end clears it: no later request goes to that wallet.
  pairing.value = { ...pairing.value, linking: undefined }
  expect(raw.values.has('WALLETCONNECT_DEEPLINK_CHOICE')).toBe(false)
  stop()
})

it('a returning visitor: the stored link is the pairing state again; a stored value of another shape is dropped', () => {
  const raw = rawStorage()
  const storage = createPersistence({ storage: raw })
  storage.set(WC_LINKING, { name: 'Test Wallet', href: 'https://wallet.example/' })
  const pairing = createPairingState()
  const stop = keepWcLinking({ storage }, pairing)
  expect(pairing.value.linking).toEqual({ name: 'Test Wallet', href: 'https://wallet.example/' })
  stop()
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  raw.setItem('WALLETCONNECT_DEEPLINK_CHOICE', JSON.stringify({ href: 42 }))
  const other = createPairingState()
  keepWcLinking({ storage: createPersistence({ storage: raw }) }, other)()
  expect(other.value.linking).toBeUndefined()
  expect(raw.values.has('WALLETCONNECT_DEEPLINK_CHOICE')).toBe(false)
  warn.mockRestore()
})

it('a returning visitor: a stored link the wallet may not open (a scheme it did not register, or not a link) is removed, not restored', () => {
  const raw = rawStorage()
  const storage = createPersistence({ storage: raw })
  // MetaMask's own scheme, stored with its rdns: restored.
  storage.set(WC_LINKING, { name: 'MetaMask', href: 'metamask://', rdns: 'io.metamask' })
  const kept = createPairingState()
  keepWcLinking({ storage }, kept)()
  expect(kept.value.linking).toEqual({ name: 'MetaMask', href: 'metamask://', rdns: 'io.metamask' })
  for (const bad of [
    { name: 'MetaMask', href: 'smb://attacker.example/share', rdns: 'io.metamask' },
    { name: 'MetaMask', href: 'trust://', rdns: 'io.metamask' },
    { name: 'Test Wallet', href: 'metamask://' },
    { name: 'Test Wallet', href: 'javascript:alert(1)' },
    { name: 'Test Wallet', href: 'https://user:pass@wallet.example/' },
  ]) {
    raw.setItem('WALLETCONNECT_DEEPLINK_CHOICE', JSON.stringify(bad))
    const pairing = createPairingState()
    keepWcLinking({ storage: createPersistence({ storage: raw }) }, pairing)()
    expect(pairing.value.linking, bad.href).toBeUndefined()
    // Removed, so the sign-client (which reads the same key) never opens it either.
    expect(raw.values.has('WALLETCONNECT_DEEPLINK_CHOICE'), bad.href).toBe(false)
  }
})

function visiblePage() {
  const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState }
  target.visibilityState = 'visible'
  return target
}

it('spec 3, buffering: back on the page from the wallet link with the pairing open, buffering is on for the given time', () => {
  vi.useFakeTimers()
  const page = visiblePage()
  const pairing = signal<Pairing>({ uri: 'wc:abc@2', expiresAt: undefined, error: false })
  const stop = bufferOnReturn(pairing, page, 5_000)
  // No wallet link opened: coming back changes nothing.
  page.dispatchEvent(new Event('visibilitychange'))
  expect(pairing.value.buffering).toBeUndefined()
  pairing.value = { ...pairing.value, linking: { name: 'Test Wallet', href: 'https://wallet.example/' } }
  // Leaving the page is not coming back.
  page.visibilityState = 'hidden'
  page.dispatchEvent(new Event('visibilitychange'))
  expect(pairing.value.buffering).toBeUndefined()
  page.visibilityState = 'visible'
  page.dispatchEvent(new Event('visibilitychange'))
  expect(pairing.value.buffering).toBe(true)
  vi.advanceTimersByTime(4_999)
  expect(pairing.value.buffering).toBe(true)
  vi.advanceTimersByTime(1)
  expect(pairing.value.buffering).toBe(false)
  stop()
  page.dispatchEvent(new Event('visibilitychange'))
  expect(pairing.value.buffering).toBe(false)
})

it('buffering needs an open pairing: with no URI (connected, or not started) the return changes nothing', () => {
  const page = visiblePage()
  const pairing = signal<Pairing>({
    uri: undefined,
    expiresAt: undefined,
    error: false,
    linking: { name: 'Test Wallet', href: 'https://wallet.example/' },
  })
  const stop = bufferOnReturn(pairing, page, 5_000)
  page.dispatchEvent(new Event('visibilitychange'))
  expect(pairing.value.buffering).toBeUndefined()
  stop()
})
