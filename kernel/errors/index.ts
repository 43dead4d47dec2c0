// walletdock/errors: every error class an instance or a plugin may throw, by name (spec section 8).

export { NetworkNotFoundError } from '../network/errors.js'
export { PluginOptionsError, PluginSetupError } from '../plugins/errors.js'
export { ServiceAlreadyProvidedError, ServiceNotProvidedError } from '../plugins/serviceKeys.js'
export { BaseError, type BaseErrorParameters } from './base.js'
export * from './caip.js'
export * from './codes.js'
export { type ConfigIssue, InvalidConfigError } from './config.js'
export * from './connection.js'
export * from './http.js'
export * from './node.js'
export * from './provider.js'
export * from './rpc.js'
