import { BaseError } from 'walletdock/errors'

/** The wallet answered wallet_getAssets with something the spec does not accept. */
export class InvalidAssetsResponseError extends BaseError {
  override name = 'InvalidAssetsResponseError' as const
  constructor({ problem }: { problem: string }) {
    super('The wallet sent an invalid wallet_getAssets response', {
      metaMessages: [problem, 'Each asset needs address, balance, type ERC20 or NATIVE, and metadata.'],
    })
  }
}
