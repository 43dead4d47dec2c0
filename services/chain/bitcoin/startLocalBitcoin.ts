import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { guardHost } from '../../hostCheck.js'
import { type DevBitcoinAccount, devBitcoinAccounts } from './devBitcoinAccounts.js'
import { createEsploraApp, type EsploraAppOptions } from './esploraApp.js'
import { type LocalBitcoinChain, REGTEST_CAIP2, startLocalBitcoinChain } from './localBitcoinChain.js'

/** What each dev key gets at start: 10 BTC on the payment address, 0.001 BTC on the ordinal one. */
export const DEV_BITCOIN_FUNDING = { payment: 1_000_000_000, ordinal: 100_000 } as const

export type LocalBitcoin = {
  chain: LocalBitcoinChain
  caip2: string
  esploraUrl: string
  nodeUrl: string
  /** bcoin's HTTP/RPC key (basic auth password, user `x`); dev only. */
  nodeApiKey: string
  accounts: DevBitcoinAccount[]
  close(): Promise<void>
}

/**
 * The local Bitcoin chain of `appkit dev`: bcoin regtest in memory (its HTTP/RPC on `nodePort`), the esplora API on
 * `esploraPort`, and the dev keys funded. Ports 0 pick free ones.
 */
export async function startLocalBitcoin(
  parameters: EsploraAppOptions & { host: string; nodePort: number; esploraPort: number },
): Promise<LocalBitcoin> {
  const nodeApiKey = randomBytes(24).toString('hex')
  const chain = await startLocalBitcoinChain({ nodeHttp: { port: parameters.nodePort, apiKey: nodeApiKey } })
  try {
    const accounts = devBitcoinAccounts()
    await chain.fund(accounts.map(({ type, address }) => ({ address, sats: DEV_BITCOIN_FUNDING[type] })))
    const app = createEsploraApp(chain, parameters)
    const server = await new Promise<Server>((resolve, reject) => {
      const started = serve(
        { fetch: app.fetch, hostname: parameters.host, port: parameters.esploraPort },
        () => resolve(started as Server),
      )
      guardHost(started as Server, { names: [parameters.host] })
      started.once('error', reject)
    })
    const port = (server.address() as AddressInfo).port
    const nodeHttp = chain.node.http as { http: Server }
    // bcoin checks its key but not the Host: a DNS-rebinding page is refused before it, as on every port of the stack.
    guardHost(nodeHttp.http, { names: ['127.0.0.1'] })
    const nodePort = (nodeHttp.http.address() as AddressInfo).port
    return {
      chain,
      caip2: REGTEST_CAIP2,
      esploraUrl: `http://${parameters.host}:${port}`,
      nodeUrl: `http://127.0.0.1:${nodePort}`,
      nodeApiKey,
      accounts,
      close: async () => {
        await new Promise<void>((done) => {
          server.close(() => done())
          server.closeAllConnections()
        })
        await chain.close()
      },
    }
  } catch (error) {
    await chain.close()
    throw error
  }
}
