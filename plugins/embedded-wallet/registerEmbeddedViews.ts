import type { PluginContext } from 'walletdock/plugin'
import type { EmbeddedConnector } from './createEmbeddedConnector.js'
import type { EmbeddedState } from './embeddedState.js'
import { label } from './labels.js'

/**
 * The embedded wallet's own views, registered at setup rather than attach (their titles stay out of the
 * first bundle): only its connector navigates to them, and the connector exists only once setup ran.
 * Returns a function that removes them.
 */
export function registerEmbeddedViews(
  views: PluginContext['views'],
  state: EmbeddedState,
  connector: () => Promise<EmbeddedConnector>,
): () => void {
  const removals = [
    views.register(
      'ConnectingFarcaster',
      async () => ({
        default: (await import('./ConnectingFarcaster.js')).createConnectingFarcaster(state, connector),
      }),
      { title: label('farcaster') },
    ),
    views.register(
      'EmailLogin',
      async () => ({ default: (await import('./EmailLogin.js')).createEmailLogin(state, connector) }),
      { title: label('emailLogin') },
    ),
    views.register(
      'UpdateEmailWallet',
      async () => ({
        default: (await import('./UpdateEmailWallet.js')).createUpdateEmailWallet(state, connector),
      }),
      { title: label('updateEmail') },
    ),
    views.register(
      'ApproveTransaction',
      async () => ({
        default: (await import('./ApproveTransaction.js')).createApproveTransaction(connector),
      }),
      { title: label('approveTransaction') },
    ),
  ]
  return () => {
    for (const remove of removals) remove()
  }
}
