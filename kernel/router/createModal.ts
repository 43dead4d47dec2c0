import { batch } from '@preact/signals-core'
import type { AppKitConfig } from '../config/schema.js'
import type { Hooks } from '../hooks/createHooks.js'
import type { ChainNamespace } from '../namespaces.js'
import type { Store } from '../store/createStore.js'
import type { Router } from './createRouter.js'
import { pickOpenView } from './pickOpenView.js'
import { CORE_VIEWS, type ViewDataMap, type ViewName } from './views.js'

/** open() options: a view with its typed data, and/or the namespace to select. */
export type OpenOptions =
  | {
      [view in ViewName]: {
        view: view
        namespace?: ChainNamespace | undefined
      } & (undefined extends ViewDataMap[view] ? { data?: ViewDataMap[view] } : { data: ViewDataMap[view] })
    }[ViewName]
  | { view?: undefined; data?: undefined; namespace?: ChainNamespace | undefined }

export type CreateModalParameters = {
  config: Pick<AppKitConfig, 'enableEmbedded' | 'plugins'>
  store: Store
  router: Router
  hooks: Hooks
  isMobile: () => boolean
  /** Gate for views that need multi-wallet (ProfileWallets). */
  requireMultiWallet: () => boolean
  /** Whether a plugin registered this view (the core views always exist). */
  isRegistered: (view: ViewName) => boolean
}

export type Modal = {
  open(options?: OpenOptions): Promise<void>
  close(): Promise<void>
}

/** Views that need the multiWallet feature, wherever they are opened from. */
export const MULTI_WALLET_VIEWS: readonly ViewName[] = ['ProfileWallets']

/** spec section 2, Opening rules: which view opens, and where closing leaves the history. */
export function createModal({
  config,
  store,
  router,
  hooks,
  isMobile,
  requireMultiWallet,
  isRegistered,
}: CreateModalParameters): Modal {
  // Each adapter plugin, with the view it names for when it is the only one (Plugin['soleAdapterView']).
  const adapters = () =>
    config.plugins.flatMap(({ kind, soleAdapterView: view }) =>
      kind === 'adapter'
        ? [{ soleAdapterView: typeof view === 'string' ? (view as ViewName) : undefined }]
        : [],
    )

  return {
    async open(options) {
      // A DOM event passed as options (onClick={open}) is not a request for a view.
      const view = typeof options?.view === 'string' ? options.view : undefined
      if (view && MULTI_WALLET_VIEWS.includes(view) && !requireMultiWallet()) return
      if (view && !(CORE_VIEWS as readonly string[]).includes(view) && !isRegistered(view)) {
        // A view no plugin registered (its plugin missing or disabled): say so, and keep the page as it is.
        console.error(
          `[appkit] open({ view: ${JSON.stringify(view)} }): no plugin registered this view. Add the plugin that provides it to \`plugins\`, or enable its feature`,
        )
        return
      }
      const target =
        view ??
        pickOpenView({ isConnected: store.isConnected.value, adapters: adapters(), isMobile, isRegistered })
      // One batch, so subscribers see the opened modal once, already on its view.
      batch(() => {
        if (options?.namespace) store.activeNamespace.value = options.namespace
        router.reset(target as 'Connect', (view ? options?.data : undefined) as undefined)
        store.modal.value = { ...store.modal.value, open: true }
      })
      await hooks.emit('open', { view: target, namespace: store.activeNamespace.value })
    },
    async close() {
      if (!store.modal.value.open) return
      const view = router.view.value
      batch(() => {
        store.modal.value = { open: false, loading: false }
        router.reset(config.enableEmbedded && store.isConnected.value ? 'Account' : 'Connect')
      })
      await hooks.emit('close', { view })
    },
  }
}
