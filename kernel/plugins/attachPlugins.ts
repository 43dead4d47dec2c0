import type { Features } from '../config/schema.js'
import type { Kernel } from '../internal.js'
import type { Plugin } from './definePlugin.js'
import { runCleanups } from './runCleanups.js'
import { slotAccessOf } from './slots.js'
import { stateAccessOf } from './stateAccessOf.js'

/** A plugin runs only when all the features it names are on (optional pieces load only when enabled). */
export function isPluginEnabled(plugin: Pick<Plugin, 'features'>, features: Features): boolean {
  return !plugin.features?.some((feature) => !features[feature])
}

/** Undoes the attach of every plugin `keep` does not keep (all without it); each plugin's cleanups run once. */
export type DetachPlugins = (keep?: (plugin: Plugin) => boolean) => void

export type AttachPluginsParameters = {
  kernel: Pick<Kernel, 'instance' | 'config' | 'store' | 'connectors' | 'views' | 'hooks' | 'slots' | 'start'>
  plugins: readonly Plugin[]
}

/**
 * Runs each enabled plugin's attach() at creation, in order: light registrations (connectors, views)
 * so the modal lists them the moment it opens. A plugin that throws is reported and the rest go on.
 * Returns the detach: it undoes what attach registered for each plugin `keep` does not keep, every plugin
 * without it (destroy). The engine detaches the plugins the features in force turn off (the dashboard's).
 */
export function attachPlugins({ kernel, plugins }: AttachPluginsParameters): DetachPlugins {
  const attached = new Map<Plugin, (() => void)[]>()
  const state = stateAccessOf(kernel)
  for (const plugin of plugins) {
    // The config is not checked yet in production builds: a plugin that is not one is skipped here.
    if (typeof plugin?.attach !== 'function' || !isPluginEnabled(plugin, kernel.store.features.value))
      continue
    const registered: (() => void)[] = []
    const track = (dispose: () => void) => {
      registered.push(dispose)
      return dispose
    }
    try {
      const cleanup = plugin.attach({
        name: plugin.name,
        instance: kernel.instance,
        options: plugin.options,
        config: kernel.config,
        state,
        hooks: { on: (hook, handler) => track(kernel.hooks.on(hook, handler)) },
        views: { register: (view, loader, options) => track(kernel.views.register(view, loader, options)) },
        connectors: {
          register: (connector) => track(kernel.connectors.register(connector, plugin.name)),
          skip: (wallet, problem) => kernel.connectors.skip(plugin.name, wallet, problem),
        },
        slots: slotAccessOf(kernel.slots, track),
        start: () => kernel.start(),
      })
      if (typeof cleanup === 'function') registered.push(cleanup)
      attached.set(plugin, registered)
    } catch (error) {
      // A plugin that throws in attach leaves nothing registered.
      runCleanups(registered)
      console.error(`[appkit] plugin "${plugin.name}" failed in attach`, error)
      void kernel.hooks.emit('error', { error, source: `plugin "${plugin.name}"` })
    }
  }
  return (keep = () => false) => {
    // Newest first, as each plugin's own cleanups run.
    for (const [plugin, cleanups] of [...attached].reverse()) {
      if (keep(plugin)) continue
      attached.delete(plugin)
      runCleanups(cleanups)
    }
  }
}
