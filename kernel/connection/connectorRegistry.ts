import { type ReadonlySignal, signal } from '@preact/signals-core'
import type { ChainNamespace } from '../namespaces.js'
import type { Connector } from './connector.js'

export type ConnectorRegistry = {
  connectors: ReadonlySignal<Connector[]>
  /** Adds a connector (replacing one with the same id); returns a function that removes it. */
  register(connector: Connector): () => void
  get(id: string): Connector | undefined
  list(namespace?: ChainNamespace): Connector[]
}

export function createConnectorRegistry(): ConnectorRegistry {
  const connectors = signal<Connector[]>([])
  return {
    connectors,
    // peek(): registering inside an effect must not subscribe it to the list it writes.
    register(connector) {
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
