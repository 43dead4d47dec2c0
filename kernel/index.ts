export { defineConfig } from './config/defineConfig.js'
export type { AppKitConfig, AppKitConfigInput, Network } from './config/schema.js'
export { type AppKit, type AppKitState, createAppKit } from './createAppKit.js'
