/** An EIP-1193 error with the provider codes wallets use (4001, 4902, ...). */
export class DevProviderError extends Error {
  override name = 'DevProviderError'
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}
