import { type ReadonlySignal, signal } from '@preact/signals-core'
import type { ChainNamespace } from '../namespaces.js'
import type { Connector } from './connector.js'
import { listedWalletProblem, skippedWalletMessage } from './listedWalletProblem.js'

export type ConnectorRegistry = {
  connectors: ReadonlySignal<Connector[]>
  /**
   * Adds a connector (replacing one with the same id); returns a function that removes it. A connector
   * the modal cannot list (listedWalletProblem) is left out and reported under `plugin`'s name instead.
   */
  register(connector: Connector, plugin?: string): () => void
  /** Reports a wallet a plugin leaves out in the console, once per instance for each wallet and problem. */
  skip(plugin: string, name: unknown, problem: string): void
  get(id: string): Connector | undefined
  list(namespace?: ChainNamespace): Connector[]
}

export function createConnectorRegistry(): ConnectorRegistry {
  const connectors = signal<Connector[]>([])
  const reported = new Set<string>()
  const skip = (plugin: string, name: unknown, problem: string) => {
    const message = skippedWalletMessage(plugin, name, problem)
    if (reported.has(message)) return
    reported.add(message)
    console.warn(message)
  }
  return {
    connectors,
    skip,
    // peek(): registering inside an effect must not subscribe it to the list it writes.
    register(connector, plugin = 'appkit') {
      const problem = listedWalletProblem(connector)
      if (problem) {
        skip(plugin, connector.name, problem)
        return () => undefined
      }
      connectors.value = [...connectors.peek().filter((entry) => entry.id !== connector.id), connector]
      return () => {
        connectors.value = connectors.peek().filter((entry) => entry !== connector)
      }
    },
    get: (id) => connectors.value.find((entry) => entry.id === id),
    list: (namespace) =>
      namespace ? connectors.value.filter((entry) => entry.chain === namespace) : connectors.value,
  }
}
