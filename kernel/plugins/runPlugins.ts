import type { Signal } from '@preact/signals-core'
import * as z from 'zod/mini'
import type { Kernel, PluginStatus } from '../internal.js'
import type { NetworkDeps } from '../network/types.js'
import { isPluginEnabled } from './attachPlugins.js'
import type { OriginCheck } from './context.js'
import { createPluginContext } from './createPluginContext.js'
import type { Plugin } from './definePlugin.js'
import { PluginOptionsError, PluginSetupError } from './errors.js'
import { runCleanups } from './runCleanups.js'

export type RunPluginsParameters = {
  kernel: Kernel
  networkDeps: NetworkDeps
  plugins: readonly Plugin[]
  statuses: Signal<PluginStatus[]>
  /** The instance's allow-list check, run when a plugin asks (ctx.remote.requireAllowedOrigin). */
  checkOrigin?: (() => Promise<OriginCheck>) | undefined
  /** The plugins to set up now (default all); the others keep their status for a later run. */
  include?: ((plugin: Plugin) => boolean) | undefined
}

function setStatus(statuses: Signal<PluginStatus[]>, index: number, status: PluginStatus) {
  statuses.value = statuses.value.map((entry, at) => (at === index ? status : entry))
}

/**
 * Sets plugins up (those `include` takes) in registration order, awaiting each. A plugin that throws is reported (error hook
 * and console), what it registered is undone, and the rest keep working. Returns the teardown.
 */
export async function runPlugins({
  kernel,
  networkDeps,
  plugins,
  statuses,
  checkOrigin,
  include = () => true,
}: RunPluginsParameters): Promise<() => void> {
  const teardown: (() => void)[] = []
  const before = statuses.value
  statuses.value = plugins.map((plugin, index) =>
    include(plugin)
      ? { name: plugin.name, status: 'pending' }
      : (before[index] ?? { name: plugin.name, status: 'pending' }),
  )
  for (const [index, plugin] of plugins.entries()) {
    if (!include(plugin)) continue
    if (!isPluginEnabled(plugin, kernel.store.features.value)) {
      setStatus(statuses, index, { name: plugin.name, status: 'skipped' })
      continue
    }
    const disposers: (() => void)[] = []
    const track = (dispose: () => void) => {
      disposers.push(dispose)
      return dispose
    }
    try {
      let options: unknown = plugin.options
      const schema =
        typeof plugin.configSchema === 'function' ? await plugin.configSchema() : plugin.configSchema
      if (schema) {
        const parsed = z.safeParse(schema, plugin.options)
        if (!parsed.success) throw new PluginOptionsError({ plugin: plugin.name, cause: parsed.error })
        options = parsed.data
      }
      const ctx = createPluginContext({
        kernel,
        networkDeps,
        name: plugin.name,
        namespaces: plugin.namespaces ?? [],
        options,
        track,
        checkOrigin,
      })
      const cleanup = await plugin.setup(ctx)
      if (typeof cleanup === 'function') disposers.push(cleanup)
      teardown.push(...disposers)
      setStatus(statuses, index, { name: plugin.name, status: 'ready' })
    } catch (cause) {
      for (const dispose of disposers.reverse()) dispose()
      const error =
        cause instanceof PluginOptionsError ? cause : new PluginSetupError({ plugin: plugin.name, cause })
      console.error(`[appkit] plugin "${plugin.name}" failed in setup`, cause)
      setStatus(statuses, index, { name: plugin.name, status: 'failed', error })
      await kernel.hooks.emit('error', { error, source: `plugin "${plugin.name}"` })
    }
  }
  return () => {
    runCleanups(teardown)
  }
}
