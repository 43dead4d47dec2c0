import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot, startHostApp } from './hostApp.js'

// Serves any app folder of this repo against the sources (used by the browser tests).
const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
  },
})
if (!values.root || !values.port) {
  console.error('usage: tsx scripts/serveApp.ts --root <folder> --port <port> [--host 127.0.0.1]')
  process.exit(1)
}
const server = await startHostApp({
  host: values.host,
  port: Number(values.port),
  root: resolve(repoRoot, values.root),
})
console.info(`serving ${values.root} at http://${values.host}:${values.port}/`)
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)))
