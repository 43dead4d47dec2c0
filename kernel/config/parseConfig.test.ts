import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidConfigError } from '../errors/config.js'
import { parseConfig } from './parseConfig.js'

const mainnet = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.example.com'] } },
}
const valid = { projectId: 'abc123', networks: [mainnet] }

function errorOf(input: unknown): InvalidConfigError {
  try {
    parseConfig(input)
  } catch (error) {
    if (error instanceof InvalidConfigError) return error
    throw error
  }
  throw new Error('expected parseConfig to throw')
}

describe('parseConfig', () => {
  it('a valid config gets the spec defaults', () => {
    const config = parseConfig(valid)
    expect(config.features.multiWallet).toBe(false)
    expect(config.features.swaps).toBe(true) // spec data: swaps are on by default
    expect(config.enableReconnect).toBe(true)
    // spec section 9, written out here: remote features on, multiWallet off; the local ones, legalCheckbox off.
    // biome-ignore format: one line, so it carries its spec data comment
    const specDefaults = { email: true, onramp: true, activity: true, receive: true, send: true, analytics: true, allWallets: true, legalCheckbox: false } // spec data: the public features shape's defaults
    expect(config.features).toMatchObject(specDefaults)
    expect(config.features.socials).not.toBe(false) // spec data: socials are on by default (true or a list)
  })

  it('project id is required, else Project ID Not Configured', () => {
    expect(errorOf({ networks: [mainnet] }).message).toMatchInlineSnapshot(`
      "Invalid appkit config: 1 problem

      - projectId: Project ID Not Configured. Set \`projectId\` to your project id
      Docs: /config"
    `)
    expect(errorOf({ ...valid, projectId: '   ' }).issues[0]?.field).toBe('projectId')
  })

  it('two options a plugin reads that exclude each other: the plugin says so (checkOptions)', () => {
    const reader = {
      name: 'reader',
      readsOptions: ['siwx', 'siweConfig'],
      checkOptions: ({ siwx, siweConfig }: Readonly<Record<string, unknown>>) =>
        siwx !== undefined && siweConfig !== undefined
          ? [
              {
                option: 'siwx',
                message: 'Cannot set both `siweConfig` and `siwx` options',
              },
            ]
          : [],
      setup: () => {},
    }
    expect(errorOf({ ...valid, plugins: [reader], siweConfig: {}, siwx: {} }).message).toMatchInlineSnapshot(`
      "Invalid appkit config: 1 problem

      - siwx: Cannot set both \`siweConfig\` and \`siwx\` options
      Docs: /config"
    `)
    expect(parseConfig({ ...valid, plugins: [reader], siwx: {} }).siwx).toEqual({})
    const throwing = {
      ...reader,
      checkOptions: () => {
        throw new Error('boom')
      },
    }
    expect(errorOf({ ...valid, plugins: [throwing], siwx: {} }).issues[0]).toMatchObject({
      field: 'plugins[0]',
      message: 'plugin "reader" failed to check its options: boom',
    })
  })

  it('an option the kernel does not know is refused by name unless a listed plugin reads it (readsOptions)', () => {
    expect(errorOf({ ...valid, siwx: { required: true } }).message).toMatchInlineSnapshot(`
      "Invalid appkit config: 1 problem

      - siwx: does nothing without the plugin that reads it. Add siwx() from walletdock/plugins/siwx to \`plugins\`, or remove \`siwx\`
      Docs: /config"
    `)
    expect(errorOf({ ...valid, siweConfig: {} }).issues[0]?.field).toBe('siweConfig')
    expect(errorOf({ ...valid, chainImages: {} }).message).toMatchInlineSnapshot(`
      "Invalid appkit config: 1 problem

      - chainImages: is not an option walletdock knows, and no listed plugin reads it (\`readsOptions\`). Add the plugin that reads \`chainImages\` to \`plugins\`, or remove it
      Docs: /config"
    `)
    expect(errorOf({ ...valid, themMode: 'dark' }).issues).toEqual([
      { path: ['themMode'], field: 'themMode', message: 'is not an option. Did you mean `themeMode`?' },
    ])
    // undefined is no value: nothing to refuse
    expect(parseConfig({ ...valid, chainImages: undefined }).themeMode).toBe('system')
    const reader = { name: 'reader', readsOptions: ['siwx', 'siweConfig', 'chainImages'], setup: () => {} }
    expect(parseConfig({ ...valid, plugins: [reader], siwx: { required: true } }).siwx).toEqual({
      required: true,
    })
    expect(parseConfig({ ...valid, plugins: [reader], siweConfig: {} }).siweConfig).toEqual({})
    const kept: Record<string, unknown> = parseConfig({
      ...valid,
      plugins: [reader],
      chainImages: { 1: 'x' },
    })
    expect(kept.chainImages).toEqual({ 1: 'x' })
  })

  it('an adapter must have a namespace', () => {
    const adapter = { name: 'evm', kind: 'adapter', setup: () => {} }
    expect(errorOf({ ...valid, plugins: [adapter] }).message).toMatchInlineSnapshot(`
      "Invalid appkit config: 1 problem

      - plugins[0].namespaces: An adapter must have a namespace. Set \`namespaces\` to the ones it writes: eip155, solana, bip122, polkadot or one a plugin adds
      Docs: /config"
    `)
  })

  it('networks need a valid CAIP-2 network id', () => {
    const bad = { ...mainnet, caipNetworkId: 'eip155' }
    expect(errorOf({ ...valid, networks: [bad] }).message).toMatchInlineSnapshot(`
      "Invalid appkit config: 1 problem

      - networks[0].caipNetworkId: Invalid CAIP-2 network id. Write it as "namespace:reference", for example "eip155:1"
      Docs: /config"
    `)
  })

  it('the modal init switches this product has are on unless set false; debug is one of them', () => {
    const config = parseConfig(valid)
    expect([
      config.debug,
      config.enableWallets,
      config.enableEIP6963,
      config.enableNetworkSwitch,
      config.enableReconnect,
    ]).toEqual([true, true, true, true, true])
    expect(parseConfig({ ...valid, debug: false }).debug).toBe(false)
  })

  it('enableWalletConnect, enableWalletGuide and enableAuthLogger were removed: each is refused with what to do', () => {
    expect(
      errorOf({ ...valid, enableWalletConnect: false, enableWalletGuide: true, enableAuthLogger: false })
        .message,
    ).toMatchInlineSnapshot(`
      "Invalid appkit config: 3 problems

      - enableWalletConnect: was removed: the plugin list decides. Leave walletConnect() out of \`plugins\` to turn WalletConnect off
      - enableWalletGuide: was removed: there is no wallet guide to turn off. Delete this option
      - enableAuthLogger: was removed: it switched the embedded wallet's logger, which now follows debug (the frame's enableLogger). Delete this option, and set debug instead
      Docs: /config"
    `)
  })

  it('lists every problem in one error, one line per field, without zod internals', () => {
    const error = errorOf({
      projectId: 7,
      networks: [{ ...mainnet, rpcUrls: { default: { http: ['ftp://x'] } } }],
      themeMode: 'neon',
      features: { email: 'yes' },
    })
    expect(error.issues.map((issue) => issue.field)).toEqual([
      'projectId',
      'networks[0].rpcUrls.default.http[0]',
      'features.email',
      'themeMode',
    ])
    expect(error.message).toMatchInlineSnapshot(`
      "Invalid appkit config: 4 problems

      - projectId: Project ID Not Configured. Set \`projectId\` to your project id
      - networks[0].rpcUrls.default.http[0]: must be an http(s) URL. Write it in full, like "https://example.com"
      - features.email: must be a boolean, got the text "yes". Change it to a boolean
      - themeMode: must be one of "light", "dark", "system". Pick one of them
      Docs: /config"
    `)
    expect(error.message).not.toMatch(/"code"|invalid_type|ZodError/)
  })

  it('a non-object config names the whole config', () => {
    expect(errorOf('nope').message).toMatchInlineSnapshot(`
      "Invalid appkit config: 1 problem

      - (config): must be an object, got the text "nope". Change it to an object
      Docs: /config"
    `)
  })

  it('random input never throws anything but InvalidConfigError', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        try {
          parseConfig(input)
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidConfigError)
          expect((error as InvalidConfigError).issues.length).toBeGreaterThan(0)
        }
      }),
    )
  })

  it('random values in known fields never throw anything but InvalidConfigError', () => {
    const field = fc.constantFrom(
      'projectId',
      'networks',
      'features',
      'plugins',
      'themeMode',
      'siwx',
      'endpoints',
    )
    fc.assert(
      fc.property(field, fc.anything(), (key, value) => {
        try {
          parseConfig({ ...valid, [key]: value })
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidConfigError)
        }
      }),
    )
  })
})

it('a network whose caipNetworkId does not start with its chainNamespace is named', () => {
  const error = errorOf({ ...valid, networks: [{ ...mainnet, caipNetworkId: 'solana:1' }] })
  expect(error.issues.map((issue) => `${issue.field}: ${issue.message}`)).toMatchInlineSnapshot(`
    [
      "networks[0].caipNetworkId: caipNetworkId must start with the chainNamespace. Write it as "<chainNamespace>:<id>"",
    ]
  `)
})
