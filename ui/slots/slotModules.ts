import type { SlotModuleLoader } from '../../kernel/plugins/slots.js'
import { keepSettledValue } from '../react/settledValue.js'

// One load per slot loader, shared by every render and every modal of the page (the open and LazySlot read it).
const modules = new WeakMap<SlotModuleLoader, Promise<{ default: unknown }>>()

/** The slot's module, loaded once; kept, so a render after it has arrived can show it at once (settledValueOf). */
export function slotModule(loader: SlotModuleLoader): Promise<{ default: unknown }> {
  let pending = modules.get(loader)
  if (!pending) {
    pending = keepSettledValue(loader())
    modules.set(loader, pending)
  }
  return pending
}
