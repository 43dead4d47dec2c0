import { effect, type PluginContext } from 'walletdock/plugin'
import type { ModalSession } from './modalSession.js'
import { WagmiBridgeError } from './wagmiBridgeError.js'

/**
 * wagmi's connect() on the bridge connector: opens the modal and settles once the user connected a
 * wallet there, or rejects when they closed it without one.
 */
export function connectThroughModal(
  ctx: Pick<PluginContext<unknown>, 'state' | 'modal'>,
  session: () => ModalSession | undefined,
): Promise<ModalSession> {
  return new Promise((resolve, reject) => {
    let opened = false
    let finished = false
    const finish = (settle: () => void) => {
      if (finished) return
      finished = true
      // Not from inside the effect's own run: it is disposed first.
      queueMicrotask(() => {
        stop()
        settle()
      })
    }
    const stop = effect(() => {
      const open = ctx.state.modal.value.open
      const connected = session()
      if (connected) finish(() => resolve(connected))
      else if (open) opened = true
      else if (opened)
        finish(() => reject(new WagmiBridgeError('The modal was closed before a wallet connected')))
    })
    ctx.modal.open().catch((error: unknown) => finish(() => reject(error)))
  })
}
