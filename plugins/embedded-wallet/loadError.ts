import { BaseError } from 'walletdock/errors'
import type { EmbeddedConnector } from './createEmbeddedConnector.js'

/** The embedded wallet's code (its setup chunk) did not load: spec 8's 'Unable to load email login dependency'. */
export class EmbeddedLoadError extends BaseError {
  override name = 'EmbeddedLoadError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Unable to load email login dependency', { cause })
  }
}

/**
 * The connector for a sign-in form: a failed load of the plugin's code (the setup chunk's import error, from
 * createLoadFailure) becomes EmbeddedLoadError, the text the form shows; the plugin's own errors (invalid options,
 * no auth connector) pass as they are.
 */
export function orLoadError(connector: () => Promise<EmbeddedConnector>): () => Promise<EmbeddedConnector> {
  return () =>
    connector().catch((cause: unknown) => {
      throw cause instanceof BaseError ? cause : new EmbeddedLoadError({ cause })
    })
}
