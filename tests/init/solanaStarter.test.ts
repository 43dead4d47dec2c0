import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { build, type Rollup } from 'vite'
import { afterAll, expect, it } from 'vitest'
import { runInit } from '../../cli/init.js'
import { hostAppViteConfig, repoRoot } from '../../scripts/hostApp.js'

// Inside the repo (an ignored folder), so the starter's imports resolve from the repo's node_modules.
const root = join(repoRoot, 'test-results', `init-solana-${crypto.randomUUID()}`)
afterAll(() => rmSync(root, { recursive: true, force: true }))
const quiet = { out: () => undefined, err: () => undefined }

it('appkit init --plugins evm,solana writes the starter with Solana sign-message and send buttons, and it builds', async () => {
  const dir = join(root, 'with-solana')
  expect(await runInit(dir, { yes: true, plugins: 'evm,solana' }, quiet)).toBe(0)
  const app = readFileSync(join(dir, 'src/App.tsx'), 'utf8')
  expect(app).toContain("import { SolanaActions } from './SolanaActions'\n")
  expect(app).toContain('<SolanaActions />\n')
  expect(app).not.toContain('appkit-template')
  expect(readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8')).toContain('solana()')
  // The plugins' chain SDKs are walletdock's optional peers: init adds the chosen ones at its peer range.
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  expect(manifest.dependencies['@solana/web3.js']).toBe('^1.98.4')
  expect(manifest.dependencies.viem).toBe('^2.57.20')
  expect(manifest.devDependencies['walletdock-services']).toBe('^0.1.0')

  const output = (await build(
    hostAppViteConfig({ logLevel: 'silent', build: { outDir: join(dir, 'dist'), write: true } }, dir),
  )) as Rollup.RolldownOutput
  const chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry)
  expect(entry?.code).toContain('Sign Solana message')
  expect(entry?.code).toContain('Send 0.01 SOL')
  // web3.js loads when the person sends, not with the page.
  expect(Object.keys(entry?.modules ?? {}).filter((id) => id.includes('@solana/web3.js'))).toEqual([])
  expect(readdirSync(join(dir, 'dist', 'assets')).some((name) => name.endsWith('.js'))).toBe(true)
}, 180_000)

it('appkit init without the solana plugin leaves the Solana view, its lines and web3.js out', async () => {
  const dir = join(root, 'evm-only')
  expect(await runInit(dir, { yes: true, plugins: 'evm' }, quiet)).toBe(0)
  expect(readFileSync(join(dir, 'src/App.tsx'), 'utf8')).not.toContain('Solana')
  expect(existsSync(join(dir, 'src/SolanaActions.tsx'))).toBe(false)
  expect(
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies['@solana/web3.js'],
  ).toBeUndefined()
})
