// The services and the wire contracts they import name the pure rules by walletdock's public entry
// (`walletdock/rules`); tsc keeps that specifier. The services package compiles the rules into its own dist
// (services/dist/kernel/rules), so this points each compiled import there: walletdock-services needs no
// walletdock at run time. Runs after tsc in `npm run build`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const dist = fileURLToPath(new URL('../services/dist/', import.meta.url))
const rules = join(dist, 'kernel/rules/index.js')
const SPECIFIER = /(from\s*|import\s*\(\s*)(['"])walletdock\/rules\2/g

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path)
    else if (/\.(js|d\.ts)$/.test(entry.name)) {
      const source = readFileSync(path, 'utf8')
      if (!source.includes('walletdock/rules')) continue
      let target = relative(dirname(path), rules).split(sep).join('/')
      if (!target.startsWith('.')) target = `./${target}`
      writeFileSync(
        path,
        source.replace(SPECIFIER, (_, head, quote) => `${head}${quote}${target}${quote}`),
      )
    }
  }
}
walk(dist)
