import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { freePortBase } from '../tests/support/freePortBase.js'

// oidc-provider (the local OpenID provider) warns 'Unsupported runtime' on Node.js 20 when it loads; appkit dev
// keeps that known line from the developer (services/socialProvider/loadOidcProvider.ts).
it('appkit dev starts and prints no oidc-provider "Unsupported runtime" warning', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'appkit-dev-output-'))
  const bin = fileURLToPath(new URL('./bin.ts', import.meta.url))
  const child = spawn(
    process.execPath,
    [
      '--import',
      import.meta.resolve('tsx'),
      bin,
      'dev',
      '--port-base',
      String(await freePortBase()),
      '--memory',
    ],
    { cwd: dir, env: { ...process.env, APPKIT_SMART_ACCOUNTS: '0', FORCE_COLOR: '0' } },
  )
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  try {
    // Started: the stack (with the OpenID provider) is up and the CLI printed all it prints at start; or it exited.
    await Promise.race([
      exited,
      new Promise<void>((resolve) => {
        const check = () => (output.includes('Press Ctrl-C to stop') ? resolve() : undefined)
        child.stdout.on('data', check)
        check()
      }),
    ])
    expect(output).toContain('appkit dev is running')
    expect(output).toMatch(/social|openid/i)
    expect(output, output).not.toContain('Unsupported runtime')
  } finally {
    child.kill('SIGINT')
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
}, 180_000)
