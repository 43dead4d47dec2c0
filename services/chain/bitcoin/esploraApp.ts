import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type * as z from 'zod/mini'
import {
  bitcoinAddressSchema,
  MAX_ADDRESS_TXS,
  MAX_TX_HEX_BYTES,
  rawTxHexSchema,
  txidSchema,
} from '../../../plugins/bitcoin/protocol/esplora.js'
import { addressInfoJson, displayHash, txJson, utxoJson } from './esploraJson.js'
import type { BcoinAddress } from './loadBcoin.js'
import { BitcoinTxRefusedError, type LocalBitcoinChain } from './localBitcoinChain.js'

/** sat/vB for every confirmation target: the local chain mines each accepted transaction at once. */
export const LOCAL_FEE_RATE = 2
const FEE_TARGETS = [...Array.from({ length: 25 }, (_, index) => index + 1), 144, 504, 1008]

export type EsploraAppOptions = {
  /** Browser pages (an Origin header) only from these origins; without it any page may read, as at blockstream.info. */
  allowOrigin?: (origin: string) => Promise<boolean>
}

class BadRequest extends Error {}
class NotFound extends Error {}

function parse<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success) throw new BadRequest(result.error.issues[0]?.message ?? 'invalid input')
  return result.data
}

/**
 * The esplora HTTP API (the routes browser wallets and the bitcoin plugin read) over the local bcoin chain.
 * Answers as esplora does: JSON, or plain text for tip height/hash, tx hex and broadcast; refusals are plain text
 * with status 400 (bad input, a refused transaction), 404 (unknown transaction) or 403 (a page's origin not allowed).
 */
export function createEsploraApp(chain: LocalBitcoinChain, options: EsploraAppOptions = {}): Hono {
  const app = new Hono()
  app.use(async (context, next) => {
    const origin = context.req.header('origin')
    if (origin !== undefined && options.allowOrigin && !(await options.allowOrigin(origin)))
      return context.text(`origin ${origin} may not use the local Bitcoin chain`, 403)
    await next()
    context.header('access-control-allow-origin', origin ?? '*')
    context.header('vary', 'origin')
  })
  app.options('*', (context) => {
    context.header('access-control-allow-methods', 'GET, POST, OPTIONS')
    context.header('access-control-allow-headers', 'content-type')
    context.header('access-control-max-age', '86400')
    return context.body(null, 204)
  })
  const addressOf = (text: string | undefined): [string, BcoinAddress] => {
    const address = parse(bitcoinAddressSchema, text)
    try {
      return [address, chain.address(address)]
    } catch {
      throw new BadRequest(`${address} is not an address of the local regtest chain (bech32 prefix rb1)`)
    }
  }
  const metaOf = async (text: string | undefined) => {
    const meta = await chain.node.getMeta(displayHash(parse(txidSchema, text)))
    if (!meta) throw new NotFound()
    return meta
  }
  app.onError((error, context) => {
    if (error instanceof NotFound) return context.text('Transaction not found', 404)
    if (error instanceof BadRequest) return context.text(error.message, 400)
    if (error instanceof BitcoinTxRefusedError)
      return context.text(`sendrawtransaction RPC error: ${error.reason}`, 400)
    console.error('bitcoin esplora:', error)
    return context.text('internal error', 500)
  })

  app.get('/blocks/tip/height', (context) => context.text(String(chain.node.chain.height)))
  app.get('/blocks/tip/hash', (context) => context.text(displayHash(chain.node.chain.tip.hash)))
  app.get('/fee-estimates', (context) =>
    context.json(Object.fromEntries(FEE_TARGETS.map((target) => [String(target), LOCAL_FEE_RATE]))),
  )
  app.get('/address/:address', async (context) => {
    const [text, address] = addressOf(context.req.param('address'))
    return context.json(addressInfoJson(text, await chain.history(address)))
  })
  app.get('/address/:address/utxo', async (context) => {
    const [, address] = addressOf(context.req.param('address'))
    return context.json(await utxoJson(chain, await chain.coins(address)))
  })
  app.get('/address/:address/txs', async (context) => {
    const [, address] = addressOf(context.req.param('address'))
    const metas = (await chain.history(address))
      .sort((a, b) => (a.height < 0 ? 1e9 : a.height) - (b.height < 0 ? 1e9 : b.height))
      .reverse()
      .slice(0, MAX_ADDRESS_TXS)
    return context.json(await Promise.all(metas.map((meta) => txJson(chain, meta.tx, meta.height))))
  })
  app.get('/tx/:txid', async (context) => {
    const meta = await metaOf(context.req.param('txid'))
    return context.json(await txJson(chain, meta.tx, meta.height))
  })
  app.get('/tx/:txid/status', async (context) => {
    const meta = await metaOf(context.req.param('txid'))
    return context.json((await txJson(chain, meta.tx, meta.height)).status)
  })
  app.get('/tx/:txid/hex', async (context) =>
    context.text((await metaOf(context.req.param('txid'))).tx.toRaw().toString('hex')),
  )
  app.post(
    '/tx',
    bodyLimit({
      maxSize: MAX_TX_HEX_BYTES + 2,
      onError: (context) => context.text(`the body must be at most ${MAX_TX_HEX_BYTES} bytes`, 413),
    }),
    async (context) => {
      const hex = parse(rawTxHexSchema, (await context.req.text()).trim())
      return context.text(await chain.broadcast(Buffer.from(hex, 'hex')))
    },
  )
  app.notFound((context) => context.text('not found', 404))
  return app
}
