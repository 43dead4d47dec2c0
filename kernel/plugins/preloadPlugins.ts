import type { Plugin } from './definePlugin.js'

/**
 * Starts loading the code of the plugins `which` picks (each plugin's preload is called once overall):
 * at start those no feature gates, the rest once the features in force say they will be set up, so a
 * plugin the dashboard turns off loads nothing.
 */
export function preloadPlugins(plugins: readonly Plugin[], which: (plugin: Plugin) => boolean): void {
  // The config is not checked yet in production builds: guard each plugin.
  for (const plugin of plugins)
    if (typeof plugin?.preload === 'function' && which(plugin)) plugin.preload().catch(() => undefined)
}

/** True for a plugin that features gate: whether it is set up waits for the features in force. */
export const isFeatureGated = (plugin: Pick<Plugin, 'features'>): boolean => Boolean(plugin.features?.length)
