import { test } from '@playwright/test'
import type { ViteDevServer } from 'vite'
import { hostAppViteConfig, PREBUNDLED_DEPS, repoRoot } from '../../scripts/hostApp.js'
import { type LocalBitcoin, startLocalBitcoin } from '../../services/chain/bitcoin/startLocalBitcoin.js'
import { freePort } from '../../services/chain/freePort.js'

/**
 * The bitcoin specs' stack: their own local Bitcoin chain (bcoin regtest, esplora API) and the host page of
 * `tests/e2e/<appFolder>` on free ports, started in beforeAll and closed in afterAll. Read `btc` and `appUrl` in
 * the tests (they are set once beforeAll ran).
 */
export function bitcoinStack(appFolder: 'bitcoin-app' | 'bitcoin-siwx-app') {
  let app: ViteDevServer | undefined
  const stack = {
    btc: undefined as unknown as LocalBitcoin,
    appUrl: '',
    /** An esplora API answer of the local chain (JSON). */
    esplora: async (path: string) => (await fetch(`${stack.btc.esploraUrl}${path}`)).json(),
    /** An address's confirmed and mempool balance in sats on the local chain. */
    async balanceOf(address: string): Promise<number> {
      const { chain_stats, mempool_stats } = await stack.esplora(`/address/${address}`)
      return (
        chain_stats.funded_txo_sum -
        chain_stats.spent_txo_sum +
        mempool_stats.funded_txo_sum -
        mempool_stats.spent_txo_sum
      )
    },
  }
  test.beforeAll(async () => {
    stack.btc = await startLocalBitcoin({ host: '127.0.0.1', nodePort: 0, esploraPort: 0 })
    const port = await freePort()
    const server = await import('vite').then(({ createServer }) =>
      createServer(
        hostAppViteConfig(
          {
            server: { host: '127.0.0.1', port, strictPort: true },
            optimizeDeps: {
              include: [...PREBUNDLED_DEPS, 'bitcoinjs-lib', '@scure/base', '@noble/curves/secp256k1'],
            },
          },
          `${repoRoot}tests/e2e/${appFolder}`,
        ),
      ),
    )
    app = server
    await server.listen()
    stack.appUrl = `http://127.0.0.1:${port}/`
  })
  test.afterAll(async () => {
    await app?.close()
    await stack.btc?.close()
  })
  return stack
}
