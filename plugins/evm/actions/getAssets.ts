import type { Address, Hex } from 'viem'
import { formatUnits, multiplyDecimals } from 'walletdock/plugin'
import type { WalletAsset } from '../assetsResponseSchema.js'
import { InvalidAssetsResponseError } from '../invalidAssetsResponseError.js'
import type { ProviderErrorReturnType } from '../providerError.js'
import { toHexChainId } from '../toHexChainId.js'
import type { ProviderSource } from '../types.js'
import { withWalletClient } from './withWalletClient.js'

export type GetAssetsParameters = {
  account?: Address | undefined
  /** Chain ids to ask about; all the wallet knows when absent. */
  chainFilter?: readonly number[] | undefined
}
/** An asset as the wallet sent it, with its amount and USD value computed (20 places, round half up). */
export type Asset = WalletAsset & {
  /** The balance in whole units, e.g. '1.5' for 0x14d1120d7b160000 at 18 decimals. */
  quantity: string
  /** quantity × metadata.price in USD. */
  value: string
}
/** Assets by hex chain id (ERC-7811). */
export type GetAssetsReturnType = Record<Hex, Asset[]>
/** 4200 (UnsupportedProviderMethodError) when the wallet has no ERC-7811; InvalidAssetsResponseError for a malformed answer. */
export type GetAssetsErrorType = ProviderErrorReturnType | InvalidAssetsResponseError

/** ERC-7811 wallet_getAssets of the connected wallet (account, chainFilter), checked as spec section 5 says. */
export async function getAssets(
  source: ProviderSource,
  { account, chainFilter }: GetAssetsParameters = {},
): Promise<GetAssetsReturnType> {
  const answer = await withWalletClient(source, account, async (client) => {
    return client.request({
      method: 'wallet_getAssets',
      params: [
        {
          account: client.account.address,
          ...(chainFilter ? { chainFilter: chainFilter.map((id) => toHexChainId(id)) } : {}),
        },
      ],
    } as never)
  })
  // The schema (zod) loads with the first call, not with the plugin.
  const { assetsResponseSchema } = await import('../assetsResponseSchema.js')
  const checked = assetsResponseSchema.safeParse(answer)
  if (!checked.success) {
    const issue = checked.error.issues[0]
    throw new InvalidAssetsResponseError({
      problem: `${issue?.path.join('.') || '(response)'}: ${issue?.message ?? 'not an object of asset lists'}`,
    })
  }
  const assets: GetAssetsReturnType = {}
  for (const [chainId, list] of Object.entries(checked.data)) {
    assets[chainId as Hex] = list.map((asset) => {
      const quantity = formatUnits(BigInt(asset.balance), asset.metadata.decimals)
      return { ...asset, quantity, value: multiplyDecimals(quantity, asset.metadata.price) }
    })
  }
  return assets
}
