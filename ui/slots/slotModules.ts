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
