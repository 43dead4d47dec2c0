import { BaseError } from '../errors/base.js'

export class PluginSetupError extends BaseError {
  override name = 'PluginSetupError'
  constructor({ plugin, cause }: { plugin: string; cause: unknown }) {
    super(`Plugin "${plugin}" failed in setup`, {
      cause,
      metaMessages: ['The other plugins keep working; this one is left out.'],
    })
  }
}

export class PluginOptionsError extends BaseError {
  override name = 'PluginOptionsError'
  constructor({ plugin, cause }: { plugin: string; cause: unknown }) {
    super(`Plugin "${plugin}" has invalid options`, { cause })
  }
}
