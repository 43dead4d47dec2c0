import { fileURLToPath } from 'node:url'
import { build, type Plugin, type Rollup } from 'vite'
import { expect, it } from 'vitest'
import { sourceAliases } from '../../scripts/hostApp.js'

const root = fileURLToPath(new URL('../../', import.meta.url))
const ENTRY = 'virtual:host-entry'

/**
 * The modules of a production build's first chunks (the entry and what it imports statically), built
 * with Vite as the example app is. The split relies on the bundler dropping a module whose only use
 * is in a branch `process.env.NODE_ENV` makes dead: Vite (rolldown) and webpack do; esbuild's code
 * splitting does not (see docs/ARCHITECTURE.md).
 */
async function startupModules(source: string): Promise<string[]> {
  return (await bundleModules(source)).startup
}

/**
 * The modules of the production build's first chunks (`startup`), and those a lazy module's chunk
 * loads with it (`loadedWith`: its chunk and what that imports statically).
 */
async function bundleModules(source: string): Promise<{
  startup: string[]
  /** The names of the first chunks (the entry and what it imports statically), without their hashes. */
  startupChunkNames: string[]
  loadedWith(moduleId: string): string[]
  /**
   * The `import()` sites of the first chunks' modules, by the chunk each loads (its name without the
   * hash): the host's bundler writes a list of chunk files for each site.
   */
  importSites: Map<string, string[]>
  /** Whether a module comes with a chunk an `import()` of the first chunks loads (one round trip). */
  oneHopAway(moduleId: string): boolean
}> {
  const entry: Plugin = {
    name: 'host-entry',
    resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
    load: (id) => (id === `\0${ENTRY}` ? source : null),
  }
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: sourceAliases() },
    // A production build whatever NODE_ENV the test runner has (Vite replaces it with the runner's).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [entry],
    build: { write: false, minify: false, rollupOptions: { input: ENTRY } },
  })) as Rollup.RolldownOutput
  const chunks = new Map(
    output.output.flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])),
  )
  const closure = (fileNames: string[]) => {
    const modules = new Set<string>()
    const seen = new Set<string>()
    const visit = (fileName: string) => {
      const chunk = chunks.get(fileName)
      if (!chunk || seen.has(fileName)) return
      seen.add(fileName)
      for (const id of Object.keys(chunk.modules)) modules.add(id.replace(root, ''))
      for (const imported of chunk.imports) visit(imported)
    }
    for (const fileName of fileNames) visit(fileName)
    return [...modules]
  }
  const startup = closure(
    [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  )
  const importSites = new Map<string, string[]>()
  for (const chunk of chunks.values())
    for (const [id, module] of Object.entries(chunk.modules)) {
      const moduleId = id.replace(root, '')
      if (!startup.includes(moduleId)) continue
      for (const [, target] of module.code?.matchAll(
        /\bimport\(\s*["']\.\/([^"']+?)-[^-"']*\.js["']\s*\)/g,
      ) ?? [])
        importSites.set(target ?? '', [...(importSites.get(target ?? '') ?? []), moduleId])
    }
  const startupChunks = [...chunks.values()].filter((chunk) =>
    Object.keys(chunk.modules).some((id) => startup.includes(id.replace(root, ''))),
  )
  const loadedFromStartup = new Set(startupChunks.flatMap((chunk) => chunk.dynamicImports))
  return {
    startup,
    startupChunkNames: startupChunks.map((chunk) => chunk.name),
    importSites,
    // The chunk an import() loads and what it imports statically come together (the preload list).
    oneHopAway: (moduleId) => closure([...loadedFromStartup]).includes(moduleId),
    loadedWith: (moduleId) =>
      closure(
        [...chunks.values()]
          .filter((chunk) => Object.keys(chunk.modules).some((id) => id.replace(root, '') === moduleId))
          .map((chunk) => chunk.fileName),
      ),
  }
}

it('the first chunks of an instance with the evm and walletconnect plugins hold no zod, viem or engine: they load when needed', async () => {
  const modules = await startupModules(`
    import { createAppKit } from 'walletdock'
    import { evm } from 'walletdock/plugins/evm'
    import { walletConnect } from 'walletdock/plugins/walletconnect'
    export const appKit = createAppKit({ projectId: 'p', networks: [], plugins: [evm(), walletConnect()] })
  `)
  expect(modules).toContain('kernel/createAppKit.ts')
  expect(modules).toContain('plugins/evm/discoverWallets.ts')
  expect(modules.filter((id) => /node_modules\/(zod|viem|@walletconnect)\//.test(id))).toEqual([])
  for (const lazy of [
    'kernel/start.ts',
    'kernel/config/schema.ts',
    'plugins/evm/setupEvm.ts',
    // The alert texts come with the engine; the first bundle keeps only the alert on screen.
    'kernel/alerts/catalogue.ts',
    'kernel/alerts/createAlerts.ts',
    // Only the connector ids and the registry's one error class are needed at attach.
    'kernel/errors/connection.ts',
    'plugins/walletconnect/constants.ts',
    // Plugins provide each other services in setup: the registry comes with the engine.
    'kernel/plugins/serviceKeys.ts',
    // The configurable orders' names: the schema and the modal's content read them, creation does not.
    'kernel/config/orders.ts',
    // (kernel/store/patchState.ts is in: creation shows a stored session's account, restoreStoredAccounts.ts.)
  ]) {
    expect(modules).not.toContain(lazy)
  }
}, 60_000)

it('nothing of the embedded wallet loads before the person acts: the first chunks hold only its factory', async () => {
  const modules = await startupModules(`
    import { createAppKit } from 'walletdock'
    import { evm } from 'walletdock/plugins/evm'
    import { embeddedWallet } from 'walletdock/plugins/embedded-wallet'
    export const appKit = createAppKit({ projectId: 'p', networks: [], plugins: [evm(), embeddedWallet()] })
  `)
  expect(modules).toContain('plugins/embedded-wallet/index.ts')
  expect(modules.filter((id) => /node_modules\/(zod|viem)\//.test(id))).toEqual([])
  const lazy = [
    'setupEmbeddedWallet',
    'createEmbeddedConnector',
    'frameClient',
    'browserFrameHost',
    'EmailSignIn',
    'EmailLogin',
    'constants',
    // Only its connector navigates to its views: they are registered (with their titles) at setup.
    'registerEmbeddedViews',
    // Its setup (connector, views, account-type action) is one function in the setup's chunk.
    'startEmbeddedWallet',
    'accountTypeAction',
  ]
  expect(
    modules.filter((id) => lazy.some((name) => id.startsWith(`plugins/embedded-wallet/${name}.`))),
  ).toEqual([])
}, 60_000)

it('the first chunks of a page with the modal hold the first view (the wallet list drawn in the click frame) but not the React content', async () => {
  const modules = await startupModules(`
    import { createAppKit } from 'walletdock'
    import { defineAppKitElements } from 'walletdock/react'
    import { evm } from 'walletdock/plugins/evm'
    defineAppKitElements(createAppKit({ projectId: 'p', networks: [], plugins: [evm()] }))
  `)
  expect(modules).toContain('ui/modal/firstView.ts')
  expect(modules).toContain('ui/i18n/enFirstView.ts')
  for (const lazy of [
    'ui/modal/content.tsx',
    'ui/views/Connect.tsx',
    'ui/i18n/en.ts',
    // The router's moves (push, goBack, ...): only the content and plugin setup navigate.
    'kernel/router/navigation.ts',
    // Loading a plugin's view and its title: the content does it, the first bundle only registers.
    'kernel/router/loadView.ts',
    // Search text: only All Wallets searches.
    'ui/wallets/normalizeSearch.ts',
  ]) {
    expect(modules).not.toContain(lazy)
  }
}, 60_000)

it('the tokens plugin adds no zod to the first chunks: its balance reader loads with the engine', async () => {
  const modules = await startupModules(`
    import { createAppKit } from 'walletdock'
    import { tokens } from 'walletdock/plugins/tokens'
    export const appKit = createAppKit({ projectId: 'p', networks: [], plugins: [tokens()] })
  `)
  expect(modules).toContain('plugins/tokens/tokens.ts')
  expect(modules.filter((id) => /node_modules\/zod\//.test(id))).toEqual([])
  expect(modules).not.toContain('plugins/tokens/createBalanceReader.ts')
}, 60_000)

it('the names plugin adds no zod to the first chunks: its identity reader, resolver and views load later', async () => {
  const { startup: modules, startupChunkNames } = await bundleModules(`
    import { createAppKit } from 'walletdock'
    import { names } from 'walletdock/plugins/names'
    export const appKit = createAppKit({ projectId: 'p', networks: [], plugins: [names()] })
  `)
  expect(modules).toContain('plugins/names/names.ts')
  expect(modules.filter((id) => /node_modules\/zod\//.test(id))).toEqual([])
  for (const lazy of [
    'plugins/names/setupNames.ts',
    'plugins/names/createNamesClient.ts',
    'plugins/names/protocol/names.ts',
    'plugins/names/RegisterAccountName.tsx',
    'plugins/names/RegisterAccountNameSuccess.tsx',
  ])
    expect(modules).not.toContain(lazy)
  // A lazy chunk's static import of a first-bundle module that holds an import() (setupNames importing labels.ts)
  // made rolldown give Vite's preload helper and the kernel's translations chunks of their own (0.45 KiB more).
  expect(startupChunkNames).not.toContain('preload-helper')
  expect(startupChunkNames).not.toContain('translations')
}, 60_000)

it("an app that imports the evm and solana helpers (as the starter does) gets no client code in its first chunks: it loads on a helper's first call", async () => {
  const modules = await startupModules(`
    import { createAppKit } from 'walletdock'
    import { evm, sendTransaction, signMessage } from 'walletdock/plugins/evm'
    import { solana, signAndSendTransaction, signMessage as signSolanaMessage } from 'walletdock/plugins/solana'
    const appKit = createAppKit({ projectId: 'p', networks: [], plugins: [evm(), solana()] })
    // An app build keeps only what the page uses: the buttons call the helpers.
    globalThis.onclick = () => Promise.all([sendTransaction(appKit, { to: '0x' }), signMessage(appKit, { message: 'm' }),
      signAndSendTransaction(appKit, { transaction: {} }), signSolanaMessage(appKit, { message: 'm' })])
  `)
  expect(modules).toContain('plugins/evm/actions/signMessage.ts')
  expect(modules).toContain('plugins/solana/actions/signMessage.ts')
  for (const lazy of [
    'plugins/evm/actions/connectedWalletClient.ts',
    'plugins/evm/actions/providerOf.ts',
    'plugins/evm/providerError.ts',
    'plugins/solana/actions/connectedProvider.ts',
    'kernel/errors/provider.ts',
  ])
    expect(modules).not.toContain(lazy)
}, 60_000)

it("the embedded wallet's sign-in methods, which load when the modal opens, bring no zod: the schemas load with the connector", async () => {
  const { loadedWith } = await bundleModules(`
    import { createAppKit } from 'walletdock'
    import { embeddedWallet } from 'walletdock/plugins/embedded-wallet'
    export const appKit = createAppKit({ projectId: 'p', networks: [], plugins: [embeddedWallet()] })
  `)
  for (const view of [
    'plugins/embedded-wallet/EmailSignIn.tsx',
    'plugins/embedded-wallet/SocialSignIn.tsx',
  ]) {
    const modules = loadedWith(view)
    expect(modules).toContain(view)
    expect(modules.filter((id) => /node_modules\/zod\//.test(id))).toEqual([])
  }
}, 60_000)

it("the dev wallet's first chunks hold only what announces it: its Solana side, its signing and its refusal of remote chains load when needed", async () => {
  const modules = await startupModules(`
    import { createAppKit } from 'walletdock'
    import { devWallet } from 'walletdock/plugins/dev-wallet'
    export const appKit = createAppKit({ projectId: 'p', networks: [], plugins: [devWallet()] })
  `)
  expect(modules).toContain('plugins/dev-wallet/devWallet.ts')
  for (const lazy of [
    'plugins/dev-wallet/createDevSolanaWallet.ts',
    'plugins/dev-wallet/registerStandardWallet.ts',
    'plugins/dev-wallet/devSolanaMethods.ts',
    'plugins/dev-wallet/devSolanaSigner.ts',
    'plugins/dev-wallet/devProviderError.ts',
    'plugins/dev-wallet/devWalletNotLocalError.ts',
    'plugins/dev-wallet/createDevProvider.ts',
    'plugins/dev-wallet/devWalletSides.ts',
    'plugins/dev-wallet/createDevBitcoinWallet.ts',
    // The provider's JSON-RPC client (walletdock/plugin's callJsonRpc) comes with the provider.
    'kernel/http/callJsonRpc.ts',
  ])
    expect(modules).not.toContain(lazy)
}, 60_000)

it("the embedded wallet's views (and their titles) are registered with its setup, not in the first chunks: only its connector navigates to them", async () => {
  const { startup, loadedWith } = await bundleModules(`
    import { createAppKit } from 'walletdock'
    import { embeddedWallet } from 'walletdock/plugins/embedded-wallet'
    export const appKit = createAppKit({ projectId: 'p', networks: [], plugins: [embeddedWallet()] })
  `)
  expect(loadedWith('plugins/embedded-wallet/setupEmbeddedWallet.ts')).toContain(
    'plugins/embedded-wallet/registerEmbeddedViews.ts',
  )
  expect(startup).not.toContain('plugins/embedded-wallet/registerEmbeddedViews.ts')
}, 60_000)

it("listing the registry's recommended wallets when the modal opens brings no zod: the API client's chunk holds none, the schemas and zod load with the registry's request", async () => {
  const { startup, loadedWith } = await bundleModules(`
    import { createAppKit } from 'walletdock'
    import { defineAppKitElements } from 'walletdock/react'
    import { evm } from 'walletdock/plugins/evm'
    defineAppKitElements(createAppKit({ projectId: 'p', networks: [], endpoints: { api: 'https://api.example' }, plugins: [evm()] }))
  `)
  for (const opened of ['ui/modal/content.tsx', 'kernel/http/createApiClient.ts']) {
    const modules = loadedWith(opened)
    expect(modules).toContain(opened)
    expect(modules.filter((id) => /node_modules\/zod\//.test(id))).toEqual([])
    expect(modules).not.toContain('kernel/http/validateBody.ts')
    expect(modules).not.toContain('kernel/protocol/walletRegistry.ts')
  }
  expect(startup.filter((id) => /node_modules\/zod\//.test(id))).toEqual([])
  expect(loadedWith('kernel/http/validateBody.ts').some((id) => /node_modules\/zod\//.test(id))).toBe(true)
}, 60_000)

it("the first chunks of an app with every plugin load each later chunk from one import() site, and the engine, each plugin's setup and the helpers' code in one round trip (no loader chunk between)", async () => {
  const { importSites, oneHopAway } = await bundleModules(`
    import { createAppKit } from 'walletdock'
    import { defineAppKitElements } from 'walletdock/react'
    import { evm, sendTransaction, signMessage } from 'walletdock/plugins/evm'
    import { signAndSendTransaction, signMessage as signSolanaMessage, solana } from 'walletdock/plugins/solana'
    import { walletConnect } from 'walletdock/plugins/walletconnect'
    import { devWallet } from 'walletdock/plugins/dev-wallet'
    import { tokens } from 'walletdock/plugins/tokens'
    import { embeddedWallet } from 'walletdock/plugins/embedded-wallet'
    const appKit = createAppKit({ projectId: 'p', networks: [], endpoints: { api: 'https://api.example' },
      plugins: [evm(), solana(), walletConnect(), devWallet(), tokens(), embeddedWallet()] })
    defineAppKitElements(appKit)
    // An app build keeps only what the page uses: the buttons call the helpers, as the starter's do.
    globalThis.onclick = () => Promise.all([sendTransaction(appKit, { to: '0x' }), signMessage(appKit, { message: 'm' }),
      signAndSendTransaction(appKit, { transaction: {} }), signSolanaMessage(appKit, { message: 'm' })])
  `)
  // One site per chunk: a module that loads a chunk from two places names it once (a shared loader const).
  const named = [...importSites].filter(([, sites]) => sites.length > 1)
  expect(named).toEqual([])
  expect(importSites.get('start')).toEqual(['kernel/engineStarter.ts'])
  for (const later of [
    'kernel/start.ts',
    'plugins/evm/setupEvm.ts',
    'plugins/evm/actions/runWithWalletClient.ts',
    'plugins/solana/setupSolana.ts',
    'plugins/solana/actions/connectedProvider.ts',
    'plugins/walletconnect/setupWalletConnect.ts',
    'plugins/embedded-wallet/startEmbeddedWallet.ts',
    'plugins/embedded-wallet/EmailSignIn.tsx',
    'plugins/tokens/createBalanceReader.ts',
    'plugins/dev-wallet/createDevProvider.ts',
  ])
    expect({ later, oneHop: oneHopAway(later) }).toEqual({ later, oneHop: true })
}, 60_000)
