import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runInit } from './init.js'

const root = mkdtempSync(join(tmpdir(), 'appkit-init-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The entry `npm create vite -- --template react-ts` writes. */
const VITE_MAIN = `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import App from './App.tsx'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
`
let count = 0
/** The root layout create-next-app writes (app router), trimmed to what init touches. */
const NEXT_LAYOUT = `import type { Metadata } from 'next'
import './globals.css'

export const metadata: Metadata = { title: 'Create Next App' }

export default function RootLayout({
  children,
}: Readonly<{
  children: React.ReactNode
}>) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`
function viteApp(main = VITE_MAIN, dependencies: Record<string, string> = { react: '^19.0.0' }): string {
  const dir = join(root, `app-${++count}`)
  mkdirSync(join(dir, 'src'), { recursive: true })
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'host', dependencies, devDependencies: { vite: '^8.0.0' } }, null, 2)}\n`,
  )
  writeFileSync(join(dir, 'src/main.tsx'), main)
  return dir
}
function init(dir: string, ...flags: string[]) {
  const lines: string[] = []
  const options: Record<string, string | boolean> = { yes: true }
  for (const flag of flags) {
    const [name, value] = flag.replace(/^--/, '').split('=') as [string, string | undefined]
    options[name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value ?? true
  }
  const output = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) }
  return runInit(dir, options, output).then((code) => ({ code, text: lines.join('\n') }))
}
const snapshot = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .sort()
      .flatMap((path) => {
        try {
          return [[path, readFileSync(join(dir, path), 'utf8')]]
        } catch {
          return []
        }
      }),
  )

describe('appkit init in a Vite React app', () => {
  it('writes a typed appkit.config.ts, wires <AppKitProvider> and a connect button, adds the dependency', async () => {
    const dir = viteApp()
    const { code, text } = await init(dir, '--networks=eip155:1,eip155:31337', '--project-id=shop')
    expect(code).toBe(0)
    expect(text).toContain('created src/appkit.config.ts')
    expect(text).toContain('updated src/main.tsx')
    expect(text).toContain('updated package.json')
    const config = readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8')
    expect(config).toMatch(/^\/\/ Written by appkit init \(sha256 [0-9a-f]{12}\)/)
    expect(config).toContain("import { defineNetwork, mainnet } from 'walletdock/networks'")
    expect(config).toContain("import { evm } from 'walletdock/plugins/evm'")
    expect(config).toContain("projectId: 'shop'")
    expect(readFileSync(join(dir, 'src/main.tsx'), 'utf8')).toMatchInlineSnapshot(`
      "import { StrictMode } from 'react'
      import { createRoot } from 'react-dom/client'
      import './index.css'
      import App from './App.tsx'
      import { createAppKit } from 'walletdock'
      import { AppKitButton, AppKitProvider } from 'walletdock/react'
      import appKitConfig from './appkit.config'

      // appkit init: the modal, its provider and the connect button (docs/cli.md)
      const appKit = createAppKit(appKitConfig)

      createRoot(document.getElementById('root')!).render(
        <AppKitProvider appKit={appKit}>
          <AppKitButton />
          <StrictMode>
            <App />
          </StrictMode>
        </AppKitProvider>,
      )
      "
    `)
    // walletdock with the evm plugin's peer (viem), and the services `npx walletdock dev` runs as a dev dependency.
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    expect(manifest.dependencies).toEqual({ walletdock: '^0.1.0', react: '^19.0.0', viem: '^2.57.20' })
    expect(manifest.devDependencies).toEqual({ vite: '^8.0.0', 'walletdock-services': '^0.1.0' })
  })

  it('is idempotent: a second run changes nothing', async () => {
    const dir = viteApp()
    await init(dir)
    const before = snapshot(dir)
    const { code, text } = await init(dir)
    expect(code).toBe(0)
    expect(text).toContain('Nothing to change')
    expect(snapshot(dir)).toEqual(before)
  })

  it('--dry-run prints the diff and writes nothing', async () => {
    const dir = viteApp()
    const before = snapshot(dir)
    const { code, text } = await init(dir, '--dry-run')
    expect(code).toBe(0)
    expect(text).toContain('+++ b/src/appkit.config.ts')
    expect(text).toContain('+  <AppKitProvider appKit={appKit}>')
    expect(text).toContain('+    "walletdock": "^0.1.0"')
    expect(snapshot(dir)).toEqual(before)
  })

  it('refuses to overwrite an appkit.config.ts it did not write unless --force', async () => {
    const dir = viteApp()
    writeFileSync(join(dir, 'src/appkit.config.ts'), 'export default {}\n')
    const before = snapshot(dir)
    const refused = await init(dir)
    expect(refused.code).toBe(1)
    expect(refused.text).toContain('src/appkit.config.ts exists and was not written by appkit init')
    expect(snapshot(dir)).toEqual(before)
    expect((await init(dir, '--force')).code).toBe(0)
    expect(readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8')).toContain('defineConfig')
  })

  it('refuses a project id the services would refuse, before writing anything', async () => {
    const dir = viteApp()
    const before = snapshot(dir)
    const refused = await init(dir, '--project-id=my project')
    expect(refused.code).toBe(1)
    expect(refused.text).toContain('Invalid Project ID: a project id holds only letters, digits, "_" and "-"')
    expect(snapshot(dir)).toEqual(before)
  })

  it('rewrites its own untouched config when the flags change, but not one edited since', async () => {
    const dir = viteApp()
    await init(dir, '--project-id=one')
    expect((await init(dir, '--project-id=two')).code).toBe(0)
    const path = join(dir, 'src/appkit.config.ts')
    expect(readFileSync(path, 'utf8')).toContain("projectId: 'two'")
    writeFileSync(path, readFileSync(path, 'utf8').replace("'two'", "'mine'"))
    const refused = await init(dir, '--project-id=three')
    expect(refused.code).toBe(1)
    expect(refused.text).toContain('was edited since appkit init wrote it')
  })

  it('never leaves a half-edited file: an entry it cannot wire changes no file', async () => {
    const dir = viteApp("import App from './App'\nconsole.log(App)\n")
    const before = snapshot(dir)
    const { code, text } = await init(dir)
    expect(code).toBe(1)
    expect(text).toContain('expected one createRoot(...).render(<App />) call, found 0')
    expect(snapshot(dir)).toEqual(before)
  })

  it('refuses plugins and networks this version does not ship', async () => {
    const dir = viteApp()
    expect((await init(dir, '--plugins=evm,nope')).text).toContain(
      '"nope" is not a plugin of this appkit version',
    )
    expect((await init(dir, '--networks=eip155:999999')).text).toContain(
      'eip155:999999 is not in walletdock/networks',
    )
    expect((await init(dir, '--networks=eip155')).text).toContain('Invalid CAIP-2 network id')
  })

  it('a Next.js pages-router app is refused with what to do by hand', async () => {
    const dir = viteApp(VITE_MAIN, { next: '15.0.0', react: '^19.0.0' })
    const { code, text } = await init(dir)
    expect(code).toBe(1)
    expect(text).toContain('this Next.js app has no app router')
  })

  it('a Next.js app-router app: config with cookie storage, a "use client" provider, and the layout reads the cookie', async () => {
    const dir = viteApp(VITE_MAIN, { next: '15.0.0', react: '^19.0.0' })
    mkdirSync(join(dir, 'app'))
    writeFileSync(join(dir, 'app/layout.tsx'), NEXT_LAYOUT)
    const { code, text } = await init(dir)
    expect(code, text).toBe(0)
    const config = readFileSync(join(dir, 'app/appkit.config.ts'), 'utf8')
    expect(config).toContain("import { cookieStorage } from 'walletdock/ssr'")
    expect(config).toMatch(/ {2}storage: cookieStorage,\n\}\)\n$/)
    const provider = readFileSync(join(dir, 'app/appkit-provider.tsx'), 'utf8')
    expect(provider.split('\n')[1]).toBe("'use client'")
    expect(provider).toContain('<AppKitProvider appKit={appKit} initialState={initialState}>')
    const layout = readFileSync(join(dir, 'app/layout.tsx'), 'utf8')
    expect(layout).toContain('export default async function RootLayout(')
    expect(layout).toContain(
      "const initialState = cookieToInitialState(config, (await headers()).get('cookie'))",
    )
    expect(layout).toContain(
      '<body><AppKitProviders initialState={initialState}>{children}</AppKitProviders></body>',
    )
    expect(layout).toContain("import { AppKitProviders } from './appkit-provider'")
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies.walletdock).toBeDefined()
    // Run again: nothing to change.
    expect((await init(dir)).text).toContain('Nothing to change')
  })

  it('a Next.js layout without {children} changes no file', async () => {
    const dir = viteApp(VITE_MAIN, { next: '15.0.0', react: '^19.0.0' })
    mkdirSync(join(dir, 'src/app'), { recursive: true })
    writeFileSync(
      join(dir, 'src/app/layout.tsx'),
      'export default function Layout() {\n  return <html />\n}\n',
    )
    const before = snapshot(dir)
    const { code, text } = await init(dir)
    expect(code).toBe(1)
    expect(text).toContain('renders no {children}')
    expect(snapshot(dir)).toEqual(before)
  })
})

it("init defaults to the local stack's project, API and RPC URLs when .appkit/dev.json exists (moved ports)", async () => {
  const dir = viteApp()
  mkdirSync(join(dir, '.appkit'))
  const info = {
    rpcUrls: { 'eip155:31337': 'http://127.0.0.1:6545', 'eip155:31338': 'http://127.0.0.1:6546' },
    apiUrl: 'http://127.0.0.1:6000',
    relayUrl: null,
    secureSiteUrl: null,
    smtpUrl: null,
    mailInboxUrl: null,
    projectId: 'moved-project',
    tokens: [],
    accounts: [],
    solana: {
      chainId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
      genesisHash: '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
      rpcUrl: 'http://127.0.0.1:6547',
      wsUrl: 'ws://127.0.0.1:6548',
      mint: {
        address: 'So11111111111111111111111111111111111111112',
        name: 'Dev USD',
        symbol: 'DUSD',
        decimals: 6,
      },
      accounts: [],
    },
  }
  writeFileSync(join(dir, '.appkit', 'dev.json'), JSON.stringify(info))
  const { code, text } = await init(dir, '--networks=eip155:31337,eip155:31338')
  expect(code).toBe(0)
  expect(text).toContain(
    `Using the local stack's project, API and RPC URLs from ${join(dir, '.appkit', 'dev.json')}`,
  )
  const config = readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8')
  expect(config).toContain("projectId: 'moved-project'")
  expect(config).toContain("endpoints: { api: 'http://127.0.0.1:6000' }")
  expect(config).toContain("http: ['http://127.0.0.1:6545']")
  expect(config).toContain("http: ['http://127.0.0.1:6546']")
  // A flag still wins over the file.
  const flagged = viteApp()
  mkdirSync(join(flagged, '.appkit'))
  writeFileSync(join(flagged, '.appkit', 'dev.json'), JSON.stringify(info))
  await runInit(
    flagged,
    { yes: true, rpc: 'eip155:31337=http://127.0.0.1:7545' },
    { out: () => {}, err: () => {} },
  )
  expect(readFileSync(join(flagged, 'src/appkit.config.ts'), 'utf8')).toContain(
    "http: ['http://127.0.0.1:7545']",
  )
})

it("a dev.json that is not the stack's shape is reported and the default ports are used", async () => {
  const dir = viteApp()
  mkdirSync(join(dir, '.appkit'))
  writeFileSync(join(dir, '.appkit', 'dev.json'), '{"apiUrl": 4}')
  const { code, text } = await init(dir)
  expect(code).toBe(0)
  expect(text).toContain("is not what appkit dev writes; using the local stack's default ports")
  expect(readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8')).toContain("http: ['http://127.0.0.1:4545']")
})

it('appkit init in an empty folder writes the vite-react starter with the chosen plugins', async () => {
  const dir = join(root, 'empty')
  const first = await init(dir)
  expect(first.code).toBe(0)
  const files = snapshot(dir)
  expect(Object.keys(files).filter((path) => !path.endsWith('src'))).toEqual(
    expect.arrayContaining([
      'index.html',
      'package.json',
      'src/App.tsx',
      'src/EvmActions.tsx',
      'src/appkit.config.ts',
    ]),
  )
  expect(files['src/App.tsx']).toContain('<EvmActions connected={account.isConnected} />\n')
  expect(files['src/App.tsx']).not.toContain('appkit-template')
  expect(JSON.parse(files['package.json'] as string).dependencies.walletdock).toBe('^0.1.0')
  expect((await init(dir)).text).toContain('Nothing to change')
  expect(snapshot(dir)).toEqual(files)
})

it('appkit init in an empty folder without the evm plugin leaves the evm-only lines out', async () => {
  const dir = join(root, 'empty-no-evm')
  const code = await runInit(dir, { yes: true, plugins: '' }, { out: () => {}, err: () => {} })
  expect(code).toBe(0)
  const files = snapshot(dir)
  expect(files['src/App.tsx']).not.toContain('EvmActions')
  expect(files['src/EvmActions.tsx']).toBeUndefined()
  expect(files['src/appkit.config.ts']).toContain('plugins: [],')
})

it('appkit init in a folder where walletdock alone was installed writes the starter and keeps that dependency', async () => {
  const dir = join(root, 'installed-first')
  mkdirSync(join(dir, 'node_modules'), { recursive: true })
  // What `npm install ../walletdock-0.1.0.tgz` leaves in an empty folder.
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ dependencies: { walletdock: 'file:../walletdock-0.1.0.tgz' } }, null, 2)}\n`,
  )
  writeFileSync(join(dir, 'package-lock.json'), '{}\n')
  const { code, text } = await init(dir)
  expect(code).toBe(0)
  expect(text).toContain('created a Vite React app')
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  expect(manifest.name).toBe('installed-first')
  expect(manifest.dependencies).toEqual({
    react: '^19.0.0',
    'react-dom': '^19.0.0',
    viem: '^2.57.20',
    walletdock: 'file:../walletdock-0.1.0.tgz',
  })
  expect(manifest.devDependencies.vite).toBeDefined()
  expect(manifest.devDependencies['walletdock-services']).toBe('^0.1.0')
  expect(readFileSync(join(dir, 'src/main.tsx'), 'utf8')).toContain('AppKitProvider')
  expect((await init(dir)).text).toContain('Nothing to change')
})

it('appkit init refuses a package.json that depends on other packages but not on react', async () => {
  const dir = join(root, 'not-react')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), '{ "dependencies": { "express": "^5.0.0" } }\n')
  const { code, text } = await init(dir)
  expect(code).toBe(1)
  expect(text).toContain('package.json does not depend on react')
})
