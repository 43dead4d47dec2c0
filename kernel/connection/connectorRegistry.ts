import { InvalidConnectionStatusError } from '../errors/invalidConnectionStatus.js'
import type { ChainNamespace } from '../namespaces.js'
import { type ReadonlySignal, signal } from '../reactive/signals.js'
import type { Connector } from './connector.js'

/** The statuses a stored session may show while its connector reconnects (Connector.reconnectStatus). */
const RECONNECT_STATUSES: readonly unknown[] = ['connecting', 'reconnecting']

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
      // A plugin written in plain JS can pass anything: refuse a status the state machine has no rule for.
      if (connector.reconnectStatus !== undefined && !RECONNECT_STATUSES.includes(connector.reconnectStatus))
        throw new InvalidConnectionStatusError({ status: String(connector.reconnectStatus) })
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
