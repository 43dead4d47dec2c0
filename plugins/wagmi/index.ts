export { BRIDGE_CONNECTOR_ID, MIRROR_CONNECTOR_PREFIX } from './constants.js'
export { type WagmiOptions, type WagmiPlugin, wagmi } from './wagmi.js'
export { WagmiBridgeError } from './wagmiBridgeError.js'
