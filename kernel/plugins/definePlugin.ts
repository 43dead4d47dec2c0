import type * as z from 'zod/mini'
import type { OptionProblem } from '../config/optionIssues.js'
import type { FeatureName } from '../config/schema.js'
import type { ChainNamespace, NamespaceDefinition } from '../namespaces.js'
import type { ViewName } from '../router/views.js'
import type { AttachContext, PluginContext } from './context.js'

/** What setup may return: nothing, or a cleanup that destroy() runs. */
// biome-ignore lint/suspicious/noConfusingVoidType: an async setup that returns nothing resolves to void
export type PluginSetupResult = void | (() => void) | Promise<void | (() => void)>

export type PluginKind = 'adapter' | 'feature'

export type Plugin<options = unknown> = {
  name: string
  /** adapter: connects wallets of one namespace; feature: everything else. Default feature. */
  kind?: PluginKind | undefined
  /**
   * An adapter with no wallet of its own (a relay that pairs remote wallets) names the view the modal
   * opens on, on desktop with nothing connected, when it is the only adapter: the spec's "no adapters"
   * case (section 2). On mobile AllWallets opens then, as with no adapter at all.
   */
  soleAdapterView?: ViewName | undefined
  /**
   * The namespaces whose state this plugin may write (required for adapters): setup gets one writer
   * for each in `ctx.writers`. A relay wallet serves several; an embedded wallet eip155 and solana.
   */
  namespaces?: readonly ChainNamespace[] | undefined
  /**
   * Namespaces this plugin adds to the built-in ones (defineNamespace: the name and its CAIP-2 reference
   * rule): the instance keeps state, storage and reconnect for each, and the config takes networks of them.
   * Declare each in `PluginNamespaces` too, so its name type-checks.
   */
  addsNamespaces?: readonly NamespaceDefinition[] | undefined
  /**
   * The top-level config options this plugin gives meaning to (object options AppKit had, kept for
   * migration). A config option the kernel does not know is refused unless a listed plugin reads it.
   */
  readsOptions?: readonly string[] | undefined
  /**
   * Checks the options of `readsOptions` the config sets (only those are given), synchronously, with the
   * config: each problem becomes a line of the config's InvalidConfigError, at `option`.
   */
  checkOptions?: ((options: Readonly<Record<string, unknown>>) => readonly OptionProblem[]) | undefined
  /**
   * Validates `options`; setup gets the parsed value as ctx.options. May be a loader, so a plugin's
   * schema (and zod) loads with its setup when the instance starts, not with the page.
   */
  configSchema?: z.core.$ZodType<options> | (() => Promise<z.core.$ZodType<options>>) | undefined
  /** The raw options the integrator passed (the plugin factory puts them here). */
  options?: unknown
  /** The plugin is set up only when all of these features are on (optional pieces load only when enabled). */
  features?: FeatureName[] | undefined
  /**
   * Runs synchronously when the instance is created, before anything loads: light code that registers
   * connectors (deferredConnector) and views so the modal can list them the moment it opens. No I/O.
   * May return a cleanup that destroy() runs.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: an attach that keeps nothing to undo returns nothing
  attach?: ((ctx: AttachContext<options>) => void | (() => void)) | undefined
  /**
   * Starts loading the plugin's code the moment the instance starts (called once, before the engine
   * has loaded), so a setup that imports its own chunk does not wait for the kernel's first.
   */
  preload?: (() => Promise<unknown>) | undefined
  setup(ctx: PluginContext<options>): PluginSetupResult
}

/** Typed identity helper: gives a plugin's setup a typed ctx and its options the configSchema's type. */
export function definePlugin<options = undefined>(plugin: Plugin<options>): Plugin<options> {
  return plugin
}
