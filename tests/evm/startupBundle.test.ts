import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))

async function bundle(contents: string) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: 'out',
    write: false,
    minify: true,
    metafile: true,
    platform: 'browser',
    conditions: ['source'],
    logLevel: 'silent',
  })
  const entry = Object.values(result.metafile.outputs).find((output) => output.entryPoint)
  if (!entry) throw new Error('no entry chunk')
  const text = result.outputFiles.find((file) => file.path.endsWith('stdin.js'))?.text ?? ''
  return { bytes: entry.bytes, inputs: Object.keys(entry.inputs), text }
}

describe('the EVM plugin stays small and lazy', () => {
  it('its start-up chunk holds no viem runtime and no zod: viem loads when first used', async () => {
    const { bytes, inputs } = await bundle("export { evm } from './plugins/evm/index.ts'")
    expect(inputs.filter((input) => input.includes('node_modules/viem/'))).toEqual([])
    expect(inputs.filter((input) => input.includes('node_modules/zod/'))).toEqual([])
    expect(bytes).toBeLessThan(20_000)
  }, 30_000)

  it('an unused network is tree-shaken from appkit/networks', async () => {
    const { text } = await bundle("export { mainnet } from './kernel/networks/index.ts'")
    expect(text).toContain('Ethereum')
    expect(text).not.toContain('Arbitrum One')
    expect(text).not.toContain('BNB Smart Chain')
    expect(text).not.toContain('api.mainnet-beta.solana.com')
    const solanaOnly = await bundle("export { solana } from './kernel/networks/index.ts'")
    expect(solanaOnly.text).toContain('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(solanaOnly.text).not.toContain('Ethereum')
    expect(solanaOnly.text).not.toContain('api.devnet.solana.com')
  }, 30_000)
})
