// The AppKit 1.8 side of bench/compareViews.ts: its page (written into the folder where @reown/appkit is
// installed, so its imports resolve there) and the project config its API call gets.
import type { ProjectFeatures } from '../kernel/protocol/walletService.js'

/** The socials both pages show with email on (walletdock's page names the same six). */
const SOCIALS = ['google', 'github', 'apple', 'facebook', 'x', 'discord']

/**
 * AppKit's page. The query: theme, email=1 (email and the six socials), siwx=1 (sign-in with the wallet,
 * through AppKit's documented SIWXConfig interface, sessions kept in memory: AppKit's own ReownAuthentication
 * calls Reown's servers, and @reown/appkit-siwx has no 1.8.24), the local stack's endpoints and two chains.
 * Send, receive, swaps, on-ramp and activity are AppKit's defaults (the project config turns the remote ones on).
 */
export const APPKIT_VIEWS = `import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { defineChain } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit'
import UniversalProvider from '@walletconnect/universal-provider'

const params = new URLSearchParams(location.search)
const rpc = params.getAll('rpc')
const local = (id, url) =>
  defineChain({
    id,
    caipNetworkId: 'eip155:' + id,
    chainNamespace: 'eip155',
    name: 'Local chain ' + id,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
    blockExplorers: { default: { name: 'Local explorer', url: 'https://explorer-' + id + '.test' } },
    testnet: true,
  })
const networks = [local(31337, rpc[0]), local(31338, rpc[1])]
const projectId = params.get('projectId')
const metadata = { name: 'Compare', description: 'The views', url: location.origin, icons: [] }
const universalProvider = await UniversalProvider.init({ projectId, metadata, relayUrl: params.get('relay') })
const wagmiAdapter = new WagmiAdapter({ networks, projectId })
const email = params.get('email') === '1'
const sessions = []
const siwx = {
  async createMessage(input) {
    const data = { ...input, domain: location.host, uri: location.origin, version: '1', nonce: crypto.randomUUID().replaceAll('-', ''), statement: 'Sign in to the compare page', issuedAt: new Date().toISOString() }
    return { ...data, toString: () => data.domain + ' wants you to sign in with your account:\\n' + data.accountAddress + '\\n\\n' + data.statement + '\\n\\nURI: ' + data.uri + '\\nVersion: 1\\nChain ID: ' + data.chainId + '\\nNonce: ' + data.nonce + '\\nIssued At: ' + data.issuedAt }
  },
  async addSession(session) { sessions.push(session) },
  async revokeSession(chainId, address) { sessions.splice(0, sessions.length, ...sessions.filter((s) => s.data.chainId !== chainId || s.data.accountAddress !== address)) },
  async setSessions(list) { sessions.splice(0, sessions.length, ...list) },
  async getSessions(chainId, address) { return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress.toLowerCase() === address.toLowerCase()) },
  getRequired: () => false,
}
window.__appKit = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  universalProvider,
  themeMode: params.get('theme') === 'dark' ? 'dark' : 'light',
  metadata,
  ...(params.get('siwx') === '1' ? { siwx } : {}),
  features: email
    ? { email: true, socials: ${JSON.stringify(SOCIALS)}, analytics: false }
    : { email: false, socials: false, analytics: false },
})
`
export const APPKIT_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
  <title>Views on AppKit</title></head>
  <body><appkit-button></appkit-button><script type="module" src="./main.ts"></script></body>
</html>
`

/**
 * The local services' project config (`{ features: { email: true, ... } }`, what walletdock reads) in the
 * shape AppKit 1.8 reads from the same path (a list of `{ id, isEnabled, config }`), so both follow the same
 * project. Without it AppKit fails to read the answer and falls back to its own defaults.
 */
export function appKitProjectConfig(features: ProjectFeatures) {
  const entry = (id: string, isEnabled: boolean, config: string[] = []) => ({ id, isEnabled, config })
  return {
    features: [
      entry('social_login', features.email || features.socials, [
        ...(features.email ? ['email'] : []),
        ...(features.socials ? SOCIALS : []),
      ]),
      entry('swap', features.swaps, ['1inch']),
      entry('onramp', features.onramp, ['meld']),
      entry('activity', features.activity),
      entry('reown_branding', features.reownBranding),
      entry('multi_wallet', features.multiWallet),
    ],
  }
}
