import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { sourceAliases } from '../../scripts/hostApp.js'

const root = fileURLToPath(new URL('../../', import.meta.url))
const ENTRY = '\0host-entry'

/** The modules an app's page loads before any interaction: its entry chunk and the chunks it imports statically. */
async function firstChunkModules(source: string): Promise<string[]> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: sourceAliases() },
    plugins: [
      {
        name: 'host-entry',
        resolveId: (id) => (id === ENTRY ? ENTRY : null),
        load: (id) => (id === ENTRY ? source : null),
      },
    ],
    build: { write: false, rollupOptions: { input: ENTRY } },
  })) as Rolldown.RolldownOutput
  const chunks = output.output.filter((item) => item.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const queue = chunks.filter((chunk) => chunk.isEntry)
  const seen = new Set(queue)
  for (const chunk of queue)
    for (const name of chunk.imports) {
      const next = byName.get(name)
      if (next && !seen.has(next)) seen.add(next) && queue.push(next)
    }
  return [...seen].flatMap((chunk) => Object.keys(chunk.modules))
}

describe('an app that imports viem itself (any wagmi app)', () => {
  it("keeps viem's clients, which the evm plugin loads on first use, out of the page's first chunks", async () => {
    // A dynamic import('viem') resolves to the app's own copy of viem's entry, in its first chunk: the bundler
    // then moved every viem function the plugin loads on use (clients, actions, curves) into that chunk.
    const modules = await firstChunkModules(
      [
        `import { defineChain } from 'viem'`,
        `import { estimateGas, signMessage } from 'walletdock/plugins/evm'`,
        `import { createRpcClient } from '/plugins/evm/createRpcClient.ts'`,
        `console.log(defineChain({ id: 1, name: 'x', nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 }, rpcUrls: { default: { http: [] } } }))`,
        `document.onclick = () => [estimateGas, signMessage, createRpcClient]`,
      ].join('\n'),
    )
    expect(modules.some((id) => id.endsWith('viem/_esm/utils/chain/defineChain.js'))).toBe(true)
    expect(modules.filter((id) => /viem\/_esm\/(clients|actions)\//.test(id))).toEqual([])
  }, 60_000)
})
