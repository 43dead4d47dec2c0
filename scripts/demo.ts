import { parseArgs } from 'node:util'
import { startHostApp } from './hostApp.js'

const { values } = parseArgs({
  options: { port: { type: 'string', default: '5173' }, host: { type: 'string', default: '127.0.0.1' } },
})
const port = Number(values.port)
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`--port must be a TCP port number (1-65535), got "${values.port}"`)
  process.exit(1)
}

const hostApp = await startHostApp({ host: values.host, port })
console.info('appkit demo is running')
console.info(`  example host app  http://${values.host}:${port}/`)
console.info('Press Ctrl-C to stop.')

const stop = async () => {
  await hostApp.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
