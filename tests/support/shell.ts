import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * The env for a host app's npm: without this repo's npm run settings (npm_config_*, npm_package_*),
 * and without a NODE_ENV=production an earlier spec set in this worker (npm would then leave out
 * vite and the types).
 */
export const childEnv: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'NODE_ENV'),
)

/** Runs a command in `cwd`; a failure carries its output, so the report says what broke. */
export async function sh(cwd: string, command: string, args: string[]) {
  try {
    return await run(command, args, {
      cwd,
      env: { ...childEnv, npm_config_yes: 'true' },
      maxBuffer: 32 * 1024 * 1024,
    })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}\n${stderr ?? ''}`)
  }
}

/** `npm pack` of the package in `dir` (its prepare script runs first) into `destination`; the tarball's path. */
export async function npmPack(dir: string, destination: string): Promise<string> {
  const packed = await sh(dir, 'npm', ['pack', '--pack-destination', destination, '--silent'])
  return join(destination, packed.stdout.trim().split('\n').pop() as string)
}

/** The version of a package installed in this repo, so a test app installs the same one (from npm's cache). */
export function installedVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8'))
  return (manifest as { version: string }).version
}
