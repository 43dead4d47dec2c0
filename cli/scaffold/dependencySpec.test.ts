import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { dependencySpec } from './dependencySpec.js'

const root = mkdtempSync(join(tmpdir(), 'appkit-dependency-spec-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

let count = 0
/** An npm install folder holding walletdock, with the install record npm writes for it. */
function installed(record: { resolved?: string; link?: boolean } | undefined, lockfile = 'hidden') {
  const installRoot = join(root, `install-${++count}`)
  const packageDir = join(installRoot, 'node_modules', 'walletdock')
  mkdirSync(packageDir, { recursive: true })
  const lock = { lockfileVersion: 3, packages: record ? { 'node_modules/walletdock': record } : {} }
  const path =
    lockfile === 'hidden'
      ? join(installRoot, 'node_modules', '.package-lock.json')
      : join(installRoot, 'package-lock.json')
  writeFileSync(path, JSON.stringify(lock))
  return { installRoot, packageDir }
}

const spec = (packageDir: string, appDir: string) =>
  dependencySpec({ packageDir, appDir, name: 'walletdock', version: '0.1.0' })

describe('the walletdock dependency appkit init writes', () => {
  it('is the caret range of the running version when it came from the registry', () => {
    const { packageDir } = installed({
      resolved: 'https://registry.npmjs.org/walletdock/-/walletdock-0.1.0.tgz',
    })
    expect(spec(packageDir, join(root, 'app'))).toBe('^0.1.0')
  })

  it('is the same tarball, relative to the app, when npx installed it from one', () => {
    // npx records the tarball relative to its cache folder (~/.npm/_npx/<hash>).
    const { packageDir } = installed({ resolved: `file:../tarballs/walletdock-0.1.0.tgz` })
    const app = join(root, 'tarballs', 'app')
    expect(spec(packageDir, app)).toBe('file:../walletdock-0.1.0.tgz')
  })

  it('is the linked folder when npm linked a local folder', () => {
    const { installRoot, packageDir } = installed({ resolved: '../source', link: true })
    expect(spec(packageDir, join(installRoot, 'app'))).toBe('file:../../source')
  })

  it('reads package-lock.json when there is no hidden lockfile, and keeps another URL as recorded', () => {
    const url = 'https://downloads.example.com/walletdock-nightly.tgz'
    const { packageDir } = installed({ resolved: url }, 'package-lock.json')
    expect(spec(packageDir, join(root, 'app'))).toBe(url)
  })

  it('is the caret range from a source checkout or when npm kept no record', () => {
    expect(spec(join(root, 'walletdock-checkout'), join(root, 'app'))).toBe('^0.1.0')
    const { packageDir } = installed(undefined)
    expect(spec(packageDir, join(root, 'app'))).toBe('^0.1.0')
  })
})
