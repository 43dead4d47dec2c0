import type { SlotModuleLoader } from '../../kernel/plugins/slots.js'

// One load per slot loader, shared by every render and every modal of the page (LazySlot reads it).
const modules = new WeakMap<SlotModuleLoader, Promise<{ default: unknown }>>()

/** The slot's module, loaded once. */
export function slotModule(loader: SlotModuleLoader): Promise<{ default: unknown }> {
  let pending = modules.get(loader)
  if (!pending) {
    pending = loader()
    modules.set(loader, pending)
  }
  return pending
}

/**
 * Starts loading the connect methods' chunks beside the content's, once the first view is painted, so
 * they do not wait for the content to mount first (the Connect view settles sooner). A failure is
 * LazySlot's to report.
 */
export function preloadSlots(loaders: readonly SlotModuleLoader[]): void {
  for (const loader of loaders) slotModule(loader).catch(() => undefined)
}
