import type { PluginContext } from 'walletdock/plugin'
import { createSender } from './createSender.js'
import { createSendState } from './sendState.js'

/** The send plugin's setup chunk: the sender on this instance's services, and its Send state. */
export function setupSend(ctx: PluginContext) {
  const sender = createSender({
    state: ctx.state,
    networks: ctx.config.networks,
    transfers: ctx.transfers,
    api: ctx.api,
    cache: ctx.cache,
    report: (error) => void ctx.hooks.emit('error', { error, source: 'send confirmation' }),
  })
  return { sender, state: createSendState() }
}
export type SendSetup = ReturnType<typeof setupSend>
