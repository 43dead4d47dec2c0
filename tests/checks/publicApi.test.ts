import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

type Manifest = { exports: Record<string, { source?: string } | string> }
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as Manifest

const runtimeNames = async (specifier: string) => Object.keys(await import(specifier)).sort()

it('the integrator entry (walletdock) exports only what a host app calls: a change here is a public API change', async () => {
  expect(await runtimeNames('walletdock')).toMatchInlineSnapshot(`
    [
      "CHAIN_NAMESPACES",
      "createAppKit",
      "defineConfig",
    ]
  `)
})

it('the plugin author entry (walletdock/plugin) is pinned', async () => {
  expect(await runtimeNames('walletdock/plugin')).toMatchInlineSnapshot(`
    [
      "CACHE_TTL_MS",
      "CHAIN_NAMESPACES",
      "batch",
      "callJsonRpc",
      "computed",
      "createInstanceHandoff",
      "deferredConnector",
      "defineAlert",
      "defineLabels",
      "defineNamespace",
      "definePlugin",
      "defineServiceKey",
      "defineStorageKey",
      "defineViewActionPlugin",
      "defineWalletAdapter",
      "effect",
      "formatBalance",
      "formatCaipAddress",
      "formatNativeAmount",
      "formatNumber",
      "formatQuantity",
      "formatUnits",
      "isCaipAddress",
      "isCaipNetworkId",
      "isEmail",
      "isEvmAddress",
      "isLoopbackUrl",
      "isSolanaAddress",
      "languageOf",
      "listenForStandardWallets",
      "localize",
      "multiplyDecimals",
      "nativeBalanceOf",
      "pageHandshake",
      "parseCaipAddress",
      "parseCaipNetworkId",
      "randomId",
      "shortenAddress",
      "signal",
      "splitCaipAddress",
      "splitCaipNetworkId",
      "truncateBalance",
      "watchAccountData",
    ]
  `)
})

it('the plugin view entry (walletdock/ui) is pinned', async () => {
  expect(await runtimeNames('walletdock/ui')).toMatchInlineSnapshot(`
    [
      "Avatar",
      "Button",
      "Input",
      "QrCode",
      "Skeleton",
      "WalletImage",
      "WalletItem",
      "defineMessages",
      "useModal",
      "useSignal",
      "useViewBack",
    ]
  `)
})

it('error classes live in walletdock/errors, each named as it is exported', async () => {
  const errors = (await import('walletdock/errors')) as Record<string, unknown>
  const classes = Object.entries(errors).filter(([, value]) => typeof value === 'function')
  for (const [name, value] of classes)
    if (/Error$/.test(name)) expect((value as { name: string }).name).toBe(name)
  expect(Object.keys(errors).sort()).toMatchSnapshot()
})

it('every public entry of package.json has a source, types and a default', () => {
  for (const [subpath, entry] of Object.entries(manifest.exports)) {
    if (subpath === './package.json') continue
    expect(entry, subpath).toMatchObject({
      source: expect.stringMatching(/\.tsx?$/),
      types: expect.stringMatching(/^\.\/dist\/.*\.d\.ts$/),
      default: expect.stringMatching(/^\.\/dist\/.*\.js$/),
    })
  }
})

it("every public entry's runtime exports are pinned: a change here is a public API change", async () => {
  const entries = Object.keys(manifest.exports).filter((subpath) => subpath !== './package.json')
  const pinned: Record<string, string[]> = {}
  for (const subpath of entries.sort()) {
    const specifier = subpath === '.' ? 'walletdock' : `walletdock/${subpath.slice(2)}`
    pinned[specifier] = await runtimeNames(specifier)
  }
  expect(pinned).toMatchSnapshot()
})
