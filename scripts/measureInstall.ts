import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import {
  budgetProblems,
  INSTALL_BUDGET,
  type InstallFigures,
  measureInstall,
  megabytes,
  without,
} from './installSize.js'

// Measures what an app installs: walletdock from `npm pack` of this repo with the evm plugin's peer (viem),
// as a production install (`--omit=dev`), against INSTALL_BUDGET; then, for the record, the dev dependency
// `appkit init` adds for `npx walletdock dev` (walletdock-services). Exits 1 when the budget is broken.
// Run: npm run size (packs, so it builds first; `npm run size -- --no-build` packs the dist/ already built).
// The figures go in the README.
const run = promisify(execFile)
const repo = new URL('..', import.meta.url).pathname
// Not this repo's npm settings (npm run sets npm_config_*): the measured app is on its own.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)))
const work = mkdtempSync(join(tmpdir(), 'walletdock-size-'))

const noBuild = process.argv.includes('--no-build') ? ['--ignore-scripts'] : []

async function pack(args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['pack', ...args, ...noBuild, '--pack-destination', work, '--silent'], {
    cwd: repo,
    env,
    maxBuffer: 16 * 1024 * 1024,
  })
  return join(work, stdout.trim().split('\n').pop() as string)
}

const line = (label: string, figures: InstallFigures) =>
  `${label}: ${figures.packages} packages, ${megabytes(figures.bytes)} MB unpacked (${megabytes(figures.diskBytes)} MB on disk)`

try {
  const walletdock = await pack([])
  const services = await pack(['--workspace', 'services'])
  const manifest = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
    peerDependencies: Record<string, string>
  }
  const production = await measureInstall(
    join(work, 'production'),
    { walletdock: `file:${walletdock}`, viem: manifest.peerDependencies.viem as string },
    env,
  )
  console.info(
    line(
      `walletdock + viem, npm install --omit=dev (budget ${INSTALL_BUDGET.packages} packages, ${INSTALL_BUDGET.megabytes} MB)`,
      production,
    ),
  )
  console.info(`  ${production.names.join(' ')}`)
  const react = ['react', 'react-dom', 'scheduler']
  console.info(
    line('  of which added over a React app', without(join(work, 'production'), production, react)),
  )
  const withServices = await measureInstall(
    join(work, 'with-services'),
    {
      walletdock: `file:${walletdock}`,
      viem: manifest.peerDependencies.viem as string,
      'walletdock-services': `file:${services}`,
    },
    env,
  )
  console.info(
    line('with walletdock-services too (the dev dependency init adds for appkit dev)', withServices),
  )
  const problems = budgetProblems(production)
  for (const problem of problems) console.error(`over budget: ${problem}`)
  if (problems.length) process.exitCode = 1
} finally {
  rmSync(work, { recursive: true, force: true })
}
