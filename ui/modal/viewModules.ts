import type { ComponentType } from 'react'

export type ViewProps = { data: unknown }
export type ViewModule = { default: ComponentType<ViewProps> }

/**
 * The core views, each its own chunk, except Connect: it is the view a click opens, so it ships in the
 * content chunk to avoid a second round trip. Plugins register theirs with the kernel's view registry.
 */
export const coreViews: Record<string, () => Promise<ViewModule>> = {
  AllWallets: () => import('../views/AllWallets.js'),
  Account: () => import('../views/Account.js'),
  Networks: () => import('../views/Networks.js'),
  UnsupportedChain: () => import('../views/UnsupportedChain.js'),
  ProfileWallets: () => import('../views/ProfileWallets.js'),
  ConnectingExternal: () => import('../views/ConnectingExternal.js'),
  // A view with typed data is a ViewModule too: the modal hands it the route's data.
  ConnectingMultiChain: () => import('../views/ConnectingMultiChain.js') as Promise<ViewModule>,
}

export function isViewModule(value: unknown): value is ViewModule {
  return typeof value === 'object' && value !== null && typeof (value as ViewModule).default === 'function'
}
