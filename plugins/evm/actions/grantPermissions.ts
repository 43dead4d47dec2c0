import type { Address, Hex } from 'viem'
import type { ProviderErrorReturnType } from '../providerError.js'
import { toHexChainId } from '../toHexChainId.js'
import type { ProviderSource } from '../types.js'
import { withWalletClient } from './withWalletClient.js'

/** One permission asked for (ERC-7715), e.g. { type: 'native-token-recurring-allowance', data: {...} }. */
export type Permission = { type: string; data: Record<string, unknown>; required?: boolean | undefined }
/** Who will use the permissions: an account or a key (ERC-7715 signer). */
export type PermissionSigner = { type: string; data: Record<string, unknown> }

export type GrantPermissionsParameters = {
  account?: Address | undefined
  chainId: number
  /** Unix seconds after which the permissions end. */
  expiry: number
  signer: PermissionSigner
  permissions: readonly Permission[]
}
/** What the wallet granted, with the context a later call passes to use it. */
export type GrantPermissionsReturnType = {
  chainId: Hex
  address: Address
  expiry: number
  permissions: Permission[]
  context: Hex
} & Record<string, unknown>
/** 4001 when the user refuses, 4200 (UnsupportedProviderMethodError) without ERC-7715. */
export type GrantPermissionsErrorType = ProviderErrorReturnType | Error

const HEX = /^0x[0-9a-fA-F]*$/

/** ERC-7715 wallet_grantPermissions of the connected wallet; the answer must carry a hex context. */
export async function grantPermissions(
  source: ProviderSource,
  { account, chainId, expiry, signer, permissions }: GrantPermissionsParameters,
): Promise<GrantPermissionsReturnType> {
  const granted = await withWalletClient(source, account, async (client) => {
    return client.request({
      method: 'wallet_grantPermissions',
      params: [
        { chainId: toHexChainId(chainId), address: client.account.address, expiry, signer, permissions },
      ],
    } as never)
  })
  const answer = granted as Partial<GrantPermissionsReturnType> | null
  if (
    !answer ||
    typeof answer !== 'object' ||
    typeof answer.context !== 'string' ||
    !HEX.test(answer.context)
  )
    throw new Error(
      'The wallet answered wallet_grantPermissions without a hex `context`: the permissions cannot be used',
    )
  return answer as GrantPermissionsReturnType
}
