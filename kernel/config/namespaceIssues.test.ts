import { describe, expect, it } from 'vitest'
import { InvalidConfigError } from '../errors/config.js'
import { defineNamespace } from '../namespaces.js'
import { parseConfig } from './parseConfig.js'

const acme = defineNamespace({
  name: 'acme',
  reference: /[a-z][-a-z0-9]{2,30}/,
  example: 'acme:acmehub-4',
  label: { en: 'Acme networks' },
})
const acmeHub = {
  id: 'acmehub-4',
  caipNetworkId: 'acme:acmehub-4',
  chainNamespace: 'acme',
  name: 'Acme Hub',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://acme.example.com'] } },
}
const adds = {
  name: 'acmeWallets',
  kind: 'adapter',
  namespaces: ['acme'],
  addsNamespaces: [acme],
  setup() {},
}
const valid = { projectId: 'abc123', networks: [acmeHub] }

function messageOf(input: unknown): string {
  try {
    parseConfig(input)
  } catch (error) {
    if (error instanceof InvalidConfigError) return error.message
    throw error
  }
  throw new Error('expected parseConfig to throw')
}

describe("a plugin's namespace in the config", () => {
  it('a network of a namespace a listed plugin adds is valid, and the plugin object keeps its definition', () => {
    const config = parseConfig({ ...valid, plugins: [adds] })
    expect(config.networks[0]?.chainNamespace).toBe('acme')
    expect(config.plugins[0]?.addsNamespaces?.[0]).toBe(acme)
  })

  it('a network naming a namespace no listed plugin adds is refused, saying to add the plugin that adds it', () => {
    expect(messageOf(valid)).toMatchInlineSnapshot(`
      "Invalid appkit config: 1 problem

      - networks[0].chainNamespace: names the namespace "acme", which no listed plugin adds (built in: eip155, solana, bip122, polkadot). Add the plugin that adds "acme" (the package these networks come from has it) to \`plugins\`, or fix the spelling
      Docs: /config"
    `)
    // A listed plugin that writes the namespace without adding it is named.
    const writes = { name: 'acmeWallets', kind: 'adapter', namespaces: ['acme'], setup() {} }
    expect(messageOf({ ...valid, plugins: [writes] })).toMatchInlineSnapshot(`
      "Invalid appkit config: 2 problems

      - plugins[0].namespaces: names the namespace "acme", which no listed plugin adds (built in: eip155, solana, bip122, polkadot). Plugin "acmeWallets" writes it but does not add it: add the plugin that defines "acme" (defineNamespace in its \`addsNamespaces\`) to \`plugins\`, or fix the spelling
      - networks[0].chainNamespace: names the namespace "acme", which no listed plugin adds (built in: eip155, solana, bip122, polkadot). Plugin "acmeWallets" writes it but does not add it: add the plugin that defines "acme" (defineNamespace in its \`addsNamespaces\`) to \`plugins\`, or fix the spelling
      Docs: /config"
    `)
  })

  it("a network's CAIP-2 reference follows its namespace's rule; the built-ins follow CAIP-2's grammar", () => {
    const bad = { ...acmeHub, id: 'Hub', caipNetworkId: 'acme:Hub' }
    expect(messageOf({ ...valid, networks: [bad], plugins: [adds] })).toMatchInlineSnapshot(`
      "Invalid appkit config: 1 problem

      - networks[0].caipNetworkId: "acme:Hub" is not a acme network id: its reference breaks the rule the namespace's plugin gives. Write it like "acme:acmehub-4"
      Docs: /config"
    `)
    const byCheck = defineNamespace({
      name: 'acme',
      reference: (ref) => ref.endsWith('-4'),
      example: 'acme:hub-4',
    })
    const checked = { ...adds, addsNamespaces: [byCheck] }
    expect(parseConfig({ ...valid, plugins: [checked] }).networks).toHaveLength(1)
    expect(
      messageOf({
        ...valid,
        networks: [{ ...acmeHub, caipNetworkId: 'acme:hub-5' }],
        plugins: [checked],
      }),
    ).toContain('networks[0].caipNetworkId: "acme:hub-5" is not a acme network id')
  })

  it('a namespace outside CAIP-2 grammar, two plugins adding one name with different rules, and a hand-made definition are refused', () => {
    expect(
      messageOf({ ...valid, networks: [{ ...acmeHub, chainNamespace: 'Acme Hub' }], plugins: [adds] }),
    ).toContain('networks[0].chainNamespace: must be a CAIP-2 namespace')
    const other = defineNamespace({ name: 'acme', reference: /\d+/, example: 'acme:1' })
    expect(
      messageOf({ ...valid, plugins: [adds, { name: 'other', addsNamespaces: [other], setup() {} }] }),
    ).toContain(
      'plugins[1].addsNamespaces: adds the namespace "acme", which an earlier plugin adds with another rule',
    )
    // The same definition from two plugins is one namespace.
    expect(
      parseConfig({ ...valid, plugins: [adds, { name: 'again', addsNamespaces: [acme], setup() {} }] }),
    ).toBeTruthy()
    expect(messageOf({ ...valid, plugins: [{ ...adds, addsNamespaces: [{ name: 'acme' }] }] })).toContain(
      'plugins[0].addsNamespaces[0]: must be a namespace made with defineNamespace',
    )
  })
})

describe('defineNamespace', () => {
  it('refuses a name outside the grammar, a built-in name, and an example its own rule refuses', () => {
    expect(() => defineNamespace({ name: 'Acme', reference: /.+/, example: 'Acme:1' })).toThrow(
      'defineNamespace: "Acme" is not a CAIP-2 namespace',
    )
    expect(() => defineNamespace({ name: 'eip155', reference: /\d+/, example: 'eip155:1' })).toThrow(
      'is built in',
    )
    expect(() => defineNamespace({ name: 'acme', reference: /\d+/, example: 'acme:hub' })).toThrow(
      'the example "acme:hub" is not a CAIP-2 id of "acme" by its own rule',
    )
    // A pattern matches the whole reference, and never more than CAIP-2's grammar allows.
    const digits = defineNamespace({ name: 'numbered', reference: /\d+/g, example: 'numbered:12' })
    expect(() => defineNamespace({ ...digits, example: 'numbered:12a' })).toThrow()
    expect(() => defineNamespace({ ...digits, example: `numbered:${'1'.repeat(33)}` })).toThrow()
    expect(Object.isFrozen(digits)).toBe(true)
  })
})
