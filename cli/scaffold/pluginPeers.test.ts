import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { packageRoot, readManifest } from './packageRoot.js'
import { PLUGIN_PEERS, peerName, pluginPeerDependencies, servicesSpec } from './pluginPeers.js'

const root = packageRoot()
const manifest = readManifest(join(root, 'package.json')) as ReturnType<typeof readManifest> & {
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}
const optionalPeers = Object.keys(manifest.peerDependencies ?? {}).filter(
  (name) => manifest.peerDependenciesMeta?.[name]?.optional,
)
const VALUE_IMPORT = /^import (?!type )[^'"]*?from '([^'.][^']*)'|import\('([^'.][^']*)'\)/gm

/** The packages a folder's non-test files import as values (type-only imports leave no trace at run time). */
function valueImports(folder: string): Set<string> {
  const names = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        for (const match of readFileSync(path, 'utf8').matchAll(VALUE_IMPORT)) {
          const specifier = (match[1] ?? match[2]) as string
          names.add(
            specifier
              .split('/')
              .slice(0, specifier.startsWith('@') ? 2 : 1)
              .join('/'),
          )
        }
    }
  }
  walk(folder)
  return names
}

const work = mkdtempSync(join(tmpdir(), 'appkit-peers-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

it('each plugin lists exactly the optional peers it imports, and the kernel and the UI import none', () => {
  for (const plugin of readdirSync(join(root, 'plugins'))) {
    const imported = [...valueImports(join(root, 'plugins', plugin))].filter((name) =>
      optionalPeers.includes(name),
    )
    const listed = (PLUGIN_PEERS[plugin] ?? []).map(peerName)
    expect({ plugin, peers: imported.sort() }).toEqual({ plugin, peers: [...listed].sort() })
  }
  for (const room of ['kernel', 'ui', 'cli'])
    expect([...valueImports(join(root, room))].filter((name) => optionalPeers.includes(name))).toEqual([])
  // Every listed peer is an optional peer of walletdock.
  expect(
    Object.values(PLUGIN_PEERS)
      .flat()
      .map(peerName)
      .filter((name) => !optionalPeers.includes(name)),
  ).toEqual([])
})

it('init adds the peers of the chosen plugins at walletdock peer ranges', () => {
  expect(pluginPeerDependencies(['evm', 'tokens'], manifest)).toEqual({
    viem: manifest.peerDependencies?.viem,
  })
  expect(Object.keys(pluginPeerDependencies(['solana', 'walletconnect'], manifest)).sort()).toEqual([
    '@solana/web3.js',
    '@walletconnect/sign-client',
  ])
})

it('the services spec follows walletdock: the sibling tarball, a checkout services/ folder, else the registry range', () => {
  const app = join(work, 'app')
  mkdirSync(app)
  writeFileSync(join(work, 'walletdock-0.1.0.tgz'), '')
  expect(servicesSpec('file:../walletdock-0.1.0.tgz', app, '0.1.0')).toBe('^0.1.0')
  writeFileSync(join(work, 'walletdock-services-0.1.0.tgz'), '')
  expect(servicesSpec('file:../walletdock-0.1.0.tgz', app, '0.1.0')).toBe(
    'file:../walletdock-services-0.1.0.tgz',
  )
  expect(existsSync(join(root, 'services', 'package.json'))).toBe(true)
  expect(servicesSpec(`file:${root}`, root, '0.1.0')).toBe('file:services')
  expect(servicesSpec('^0.1.0', app, '0.1.0')).toBe('^0.1.0')
})
