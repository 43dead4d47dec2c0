import type { PluginContext } from 'walletdock/plugin'
import type { EmbeddedConnector } from './createEmbeddedConnector.js'
import type { EmbeddedState } from './embeddedState.js'

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
      { title: { en: 'Farcaster', de: 'Farcaster' } },
    ),
    views.register(
      'EmailLogin',
      async () => ({ default: (await import('./EmailLogin.js')).createEmailLogin(state, connector) }),
      { title: { en: 'Email login', de: 'E-Mail-Anmeldung' } },
    ),
    views.register(
      'UpdateEmailWallet',
      async () => ({
        default: (await import('./UpdateEmailWallet.js')).createUpdateEmailWallet(state, connector),
      }),
      { title: { en: 'Update email', de: 'E-Mail ändern' } },
    ),
    views.register(
      'ApproveTransaction',
      async () => ({
        default: (await import('./ApproveTransaction.js')).createApproveTransaction(connector),
      }),
      { title: { en: 'Approve transaction', de: 'Transaktion bestätigen' } },
    ),
  ]
  return () => {
    for (const remove of removals) remove()
  }
}
