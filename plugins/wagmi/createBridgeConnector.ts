import type { CreateConnectorFn } from '@wagmi/core'
import type { Address } from 'viem'
import { BRIDGE_CONNECTOR_ID, BRIDGE_CONNECTOR_NAME } from './constants.js'
import type { ModalSession } from './modalSession.js'
import { WagmiBridgeError } from './wagmiBridgeError.js'

/** What the wagmi connector asks of the modal (setupBridge gives it the instance's). */
export type ModalAccess = {
  /** The modal's connected wallet, or undefined. */
  session(): ModalSession | undefined
  /** Opens the modal and settles once the user connected a wallet there (rejects when they close it). */
  connect(): Promise<ModalSession>
  /** Disconnects the modal's eip155 wallet. */
  disconnect(): Promise<void>
  /** The connected wallet's EIP-1193 provider (extension, WalletConnect session or embedded wallet). */
  provider(): Promise<unknown>
  /** Moves the connected wallet to `chainId` through the modal (its switch rules and 4902 add-chain). */
  switchChain(chainId: number): Promise<void>
}

/**
 * The modal's wallet as a wagmi connector: it follows the modal's eip155 connection, whatever connected
 * it, and sends every request to that wallet's provider. `setupBridge` emits wagmi's change events.
 * Written without wagmi's createConnector (an identity function) and error classes, and without viem's
 * getAddress: each would be code this chunk shares with the app's first bundle, which the bundler then
 * splits into chunks of their own, adding bytes before interaction.
 */
export function createBridgeConnector(modal: ModalAccess): CreateConnectorFn {
  return (config) => ({
    id: BRIDGE_CONNECTOR_ID,
    name: BRIDGE_CONNECTOR_NAME,
    type: BRIDGE_CONNECTOR_ID,
    async connect(parameters) {
      let session = modal.session()
      if (!session) {
        if (parameters?.isReconnecting) throw new WagmiBridgeError('No wallet is connected in the modal')
        session = await modal.connect()
      }
      if (parameters?.chainId !== undefined && parameters.chainId !== session.chainId) {
        await this.switchChain?.({ chainId: parameters.chainId })
        session = modal.session() ?? session
      }
      const accounts = parameters?.withCapabilities
        ? session.accounts.map((address) => ({ address, capabilities: {} }))
        : session.accounts
      // wagmi types the accounts by `withCapabilities`; both shapes are built above.
      return { accounts: accounts as never, chainId: session.chainId }
    },
    async disconnect() {
      if (modal.session()) await modal.disconnect()
    },
    async getAccounts() {
      return modal.session()?.accounts ?? []
    },
    async getChainId() {
      const session = modal.session()
      if (!session) throw new WagmiBridgeError('No wallet is connected in the modal')
      return session.chainId
    },
    getProvider: () => modal.provider(),
    async isAuthorized() {
      return modal.session() !== undefined
    },
    async switchChain({ chainId }) {
      const chain = config.chains.find((entry) => entry.id === chainId)
      if (!chain) throw new WagmiBridgeError(`Chain ${chainId} is not one of the wagmi config's chains`)
      await modal.switchChain(chainId)
      return chain
    },
    onAccountsChanged(accounts) {
      if (accounts.length === 0) config.emitter.emit('disconnect')
      else config.emitter.emit('change', { accounts: accounts as Address[] })
    },
    onChainChanged(chainId) {
      config.emitter.emit('change', { chainId: Number(chainId) })
    },
    onDisconnect() {
      config.emitter.emit('disconnect')
    },
  })
}
