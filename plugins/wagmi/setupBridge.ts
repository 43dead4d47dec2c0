// The bridge's setup, loaded when the instance starts (see wagmi.ts): the wagmi connector of the modal's
// wallet, the modal connectors of wagmi's own, and the sync between the two (planSync).
// It imports nothing of @wagmi/core at run time: the bridge connector connects and leaves through its own
// events ('connect', 'disconnect'), which a wagmi config applies to its state for any connector (the way a
// wallet connects itself). Code of wagmi's shared with the app's first bundle would be split by the bundler
// into chunks of their own, which the page then loads before interaction.
import type { Config, Connector as WagmiConnector } from '@wagmi/core'
import { computed, effect, type PluginContext } from 'walletdock/plugin'
import { connectThroughModal } from './connectThroughModal.js'
import { BRIDGE_CONNECTOR_ID } from './constants.js'
import { createBridgeConnector, type ModalAccess } from './createBridgeConnector.js'
import { createMirrorConnector } from './createMirrorConnector.js'
import { isMirrorId, modalSessionOf } from './modalSession.js'
import { planSync, type SyncStep, type WagmiSide } from './planSync.js'
import { WagmiBridgeError } from './wagmiBridgeError.js'
import type { WagmiIntent } from './wagmiIntent.js'

function wagmiSideOf(config: Config, intent: WagmiIntent): WagmiSide {
  const { status, current, connections } = config.state
  const connection = current ? connections.get(current) : undefined
  return {
    status,
    current: connection
      ? {
          id: connection.connector.id,
          uid: connection.connector.uid,
          accounts: connection.accounts,
          chainId: connection.chainId,
        }
      : null,
    intentUid: intent.uid,
  }
}

/** Sets the bridge up on an instance; returns its teardown (the connectors leave wagmi's config too). */
export function setupBridge(ctx: PluginContext<unknown>, config: Config, intent: WagmiIntent): () => void {
  const report = (error: unknown) => void ctx.hooks.emit('error', { error, source: 'wagmi bridge' })
  const session = computed(() => modalSessionOf(ctx.state))
  const own = () => {
    const value = session.value
    return value && !isMirrorId(value.connectorId) ? value : undefined
  }
  const modal: ModalAccess = {
    session: own,
    connect: () => connectThroughModal(ctx, () => own()),
    disconnect: () => ctx.connection.disconnect({ namespace: 'eip155', closeModal: false }),
    async provider() {
      const connectorId = own()?.connectorId
      const connector = ctx.state.connectors.peek().find((entry) => entry.id === connectorId)
      if (!connector) throw new WagmiBridgeError('No wallet is connected in the modal')
      return connector.getProvider()
    },
    async switchChain(chainId) {
      const network = ctx.config.networks.find((entry) => entry.caipNetworkId === `eip155:${chainId}`)
      if (!network)
        throw new WagmiBridgeError(`Chain ${chainId} is not one of the modal's networks`, {
          details: 'Add it to `networks` in the appkit config as well as to the wagmi config.',
        })
      await ctx.connection.switchNetwork(network)
    },
  }
  const bridge = config._internal.connectors.setup(createBridgeConnector(modal))
  config._internal.connectors.setState((list) => [
    ...list.filter((entry) => entry.id !== BRIDGE_CONNECTOR_ID),
    bridge,
  ])
  // wagmi's own connectors (EIP-6963 ones it discovers later too) as modal connectors.
  const mirrors = new Map<string, () => void>()
  const addMirrors = (connectors: readonly WagmiConnector[]) => {
    for (const connector of connectors)
      if (connector.id !== BRIDGE_CONNECTOR_ID && !mirrors.has(connector.id))
        mirrors.set(connector.id, ctx.connectors.register(createMirrorConnector(config, connector)))
  }
  addMirrors(config.connectors)
  const stopConnectors = config._internal.connectors.subscribe((connectors) => addMirrors(connectors))

  let settled = false
  let running = false
  let again = false
  const apply = async (step: SyncStep) => {
    switch (step.type) {
      case 'connectBridge': {
        const connected = own()
        if (connected)
          bridge.emitter.emit('connect', { accounts: connected.accounts, chainId: connected.chainId })
        return
      }
      case 'disconnectBridge':
        return bridge.emitter.emit('disconnect')
      case 'emitChange':
        return bridge.emitter.emit('change', { accounts: step.accounts, chainId: step.chainId })
      case 'connectMirror':
        intent.uid = undefined
        // A connector wagmi connected without listing it (connect() given a connector function).
        addMirrors([...config.state.connections.values()].map((connection) => connection.connector))
        return void (await ctx.connection.connect({ connectorId: step.connectorId }))
      case 'updateMirror':
        return updateMirror(ctx, step)
      case 'disconnectModal':
        return ctx.connection.disconnect({ namespace: 'eip155', closeModal: false })
    }
  }
  // One step at a time; a change during a step plans again once it is done.
  const sync = () => {
    if (running) {
      again = true
      return
    }
    const step = planSync(wagmiSideOf(config, intent), { settled, session: session.peek() })
    if (step.type === 'none') return
    running = true
    apply(step)
      .catch(report)
      .finally(() => {
        running = false
        if (again) {
          again = false
          sync()
        }
      })
  }
  const stopReady = ctx.hooks.on('ready', () => {
    settled = true
    sync()
  })
  const stopModal = effect(() => {
    session.value
    ctx.state.connection('eip155').value.status
    sync()
  })
  const stopWagmi = config.subscribe((state) => state, sync)
  return () => {
    stopReady()
    stopModal()
    stopWagmi()
    stopConnectors()
    for (const remove of mirrors.values()) remove()
    config._internal.connectors.setState((list) => list.filter((entry) => entry.uid !== bridge.uid))
  }
}

/** wagmi's connector moved to another account or chain: the modal follows. */
async function updateMirror(
  ctx: PluginContext<unknown>,
  { accounts, chainId }: Extract<SyncStep, { type: 'updateMirror' }>,
): Promise<void> {
  const own = ctx.writers.eip155
  const [address] = accounts
  if (!own || !address) return
  if (ctx.state.network('eip155').peek().caipNetwork?.caipNetworkId !== `eip155:${chainId}`)
    await own.reportChain(chainId)
  await own.setAccount({ address, caipAddress: `eip155:${chainId}:${address}` })
}
