import { BaseError } from 'walletdock/errors'

/** Setup's refusal when a network's RPC is not on this machine (its own file: it loads only on refusal). */
export class DevWalletNotLocalError extends BaseError {
  override name = 'DevWalletNotLocalError' as const
  constructor(urls: string[]) {
    super('The dev wallet runs only against local chains', {
      metaMessages: [`Not local: ${urls.join(', ')}`],
      details:
        'Remove devWallet() from the plugins of a config whose eip155 or solana networks use remote RPC URLs.',
    })
  }
}
