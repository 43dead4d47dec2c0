import { BaseError, providerErrorFromCode } from 'walletdock/errors'
import { polkadotText } from './labels.js'

/** The extension gave the site no sr25519 or ed25519 account. */
export class PolkadotNoAccountError extends BaseError {
  override name = 'PolkadotNoAccountError'
  /** `locale`: the instance's (config.locale), the text's language. */
  constructor(walletName: string, locale = 'en') {
    super(polkadotText('noAccount', locale, { name: walletName }))
  }
}

/** The extension has no signer for this request (signRaw or signPayload missing). */
export class PolkadotSignerMissingError extends BaseError {
  override name = 'PolkadotSignerMissingError'
  constructor(walletName: string, method: string, locale = 'en') {
    super(polkadotText('signerMissing', locale, { name: walletName, method }))
  }
}

/** polkadot-js extensions reject with `Error('Cancelled')` or `Rejected`: that is the user's refusal (4001). */
export function walletError(error: unknown): Error {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'number') return providerErrorFromCode(code, error)
  const message = error instanceof Error ? error.message : String(error)
  if (/cancel|reject/i.test(message)) return providerErrorFromCode(4001, error)
  return error instanceof Error ? error : new Error(message)
}
