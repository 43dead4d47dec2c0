import { BaseError } from 'walletdock/errors'

/** What the bridge cannot do: no wallet connected, a chain the wagmi config or the modal does not know. */
export class WagmiBridgeError extends BaseError {
  override name = 'WagmiBridgeError' as const
  constructor(shortMessage: string, { details }: { details?: string | undefined } = {}) {
    super(shortMessage, { metaMessages: details ? [details] : undefined })
  }
}
