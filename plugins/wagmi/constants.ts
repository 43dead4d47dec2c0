/** The id of the connector the bridge adds to the app's wagmi config: the modal's wallet, seen by wagmi. */
export const BRIDGE_CONNECTOR_ID = 'walletdock'
/** A connection made through wagmi's connector `x` is the modal's connection of connector `wagmi:x`. */
export const MIRROR_CONNECTOR_PREFIX = 'wagmi:'
/** How long a restored session of a wagmi connector waits for wagmi's own reconnect (its provider mounts). */
export const WAGMI_RECONNECT_TIMEOUT_MS = 10_000
/** The bridge connector's name in wagmi's connector list (`useConnectors`). */
export const BRIDGE_CONNECTOR_NAME = 'WalletDock'
