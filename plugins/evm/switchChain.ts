import { ChainNotSupportedError } from 'walletdock/errors'
import type { Network } from 'walletdock/plugin'
import { PROVIDER_ERROR_CODES } from './constants.js'
import { providerCodeOf, providerError } from './providerError.js'
import { toAddEthereumChainParameter } from './toAddEthereumChainParameter.js'
import { toHexChainId } from './toHexChainId.js'
import type { EIP1193Provider } from './types.js'

export type SwitchChainParameters = { provider: EIP1193Provider; network: Network }
export type SwitchChainReturnType = undefined
export type SwitchChainErrorType = ChainNotSupportedError | ReturnType<typeof providerError>

/**
 * Asks the wallet to move to `network` (wallet_switchEthereumChain). A wallet that does not know the
 * chain (4902) is given it with wallet_addEthereumChain, then asked to switch again. A network outside
 * eip155 is refused before the wallet is asked ('Chain is not supported').
 */
export async function switchChain({
  provider,
  network,
}: SwitchChainParameters): Promise<SwitchChainReturnType> {
  if (network.chainNamespace !== 'eip155') throw new ChainNotSupportedError()
  const chainId = toHexChainId(network.id)
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    return undefined
  } catch (error) {
    if (providerCodeOf(error) !== PROVIDER_ERROR_CODES.switchChain) throw providerError(error)
  }
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [toAddEthereumChainParameter(network)],
    })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    throw providerError(error)
  }
  return undefined
}
