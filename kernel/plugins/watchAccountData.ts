import type { Network } from '../config/schema.js'
import type { ChainNamespace } from '../namespaces.js'
import type { AccountState } from '../store/types.js'
import type { PluginContext } from './context.js'

/** What an adapter writes on its account after a read (balance, symbol, explorer link, token list). */
export type AccountDataPatch = Partial<Omit<AccountState, 'status' | 'address' | 'caipAddress'>>

export type WatchAccountDataParameters = {
  namespace: ChainNamespace
  /** Reads the account's data on its network (the configured network its CAIP address names). */
  read(parameters: { network: Network; address: string }): Promise<AccountDataPatch>
  /** Written when the account's network is not one of the configured ones (e.g. `{ balance: undefined }`); nothing when left out. */
  unknownNetwork?: AccountDataPatch | undefined
  /** The error hook's source for a failed read; defaults to `<namespace> account data`. */
  source?: string | undefined
  /** The clock the failure time is recorded with (tests). */
  now?: (() => number) | undefined
}

export type WatchAccountDataReturnType = {
  /** Reads again now (not awaited: a failure goes to the error hook), e.g. after the adapter sent a transaction. */
  refresh(): void
  /** Stops following account and network changes. */
  stop(): void
}

/**
 * An adapter's account data (balance and the like) kept fresh: read on each account change (connect included) and
 * network change of `namespace`, and on `refresh()`. A read that finishes after the account changed again is dropped,
 * so the newest account wins; a read never holds up connect or a network switch.
 */
export function watchAccountData(
  ctx: Pick<PluginContext<unknown>, 'config' | 'state' | 'writers' | 'hooks'>,
  {
    namespace,
    read,
    unknownNetwork,
    source = `${namespace} account data`,
    now = Date.now,
  }: WatchAccountDataParameters,
): WatchAccountDataReturnType {
  const networks = ctx.config.networks.filter((network) => network.chainNamespace === namespace)

  async function update() {
    const own = ctx.writers[namespace]
    const { caipAddress, address } = ctx.state.account(namespace).value
    if (!own || !caipAddress || !address) return
    const network = networks.find((entry) => caipAddress.startsWith(`${entry.caipNetworkId}:`))
    if (!network) {
      if (unknownNetwork) await own.setAccount({ ...unknownNetwork, balanceUnavailableAt: now() })
      return
    }
    let patch: AccountDataPatch
    try {
      patch = await read({ network, address })
    } catch (error) {
      // The header says 'Token Balance Unavailable' (spec 8) instead of waiting; the error hook says why.
      if (ctx.state.account(namespace).value.caipAddress === caipAddress)
        await own.setAccount({ balance: undefined, balanceSymbol: undefined, balanceUnavailableAt: now() })
      throw error
    }
    if (ctx.state.account(namespace).value.caipAddress !== caipAddress) return
    await own.setAccount({ balanceUnavailableAt: undefined, ...patch })
  }
  const refresh = () =>
    void update().catch((error: unknown) => void ctx.hooks.emit('error', { error, source }))
  const stopAccount = ctx.hooks.on('accountChanged', (payload) => {
    if (payload.namespace === namespace && payload.caipAddress) refresh()
  })
  const stopNetwork = ctx.hooks.on('networkChanged', (payload) => {
    if (payload.namespace === namespace) refresh()
  })
  return {
    refresh,
    stop() {
      stopAccount()
      stopNetwork()
    },
  }
}
