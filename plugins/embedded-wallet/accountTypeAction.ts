import { effect, type PluginContext } from 'walletdock/plugin'
import type { EmbeddedConnector } from './createEmbeddedConnector.js'
import type { EmbeddedState } from './embeddedState.js'
import type { EmbeddedWalletOptions } from './index.js'
import { label } from './labels.js'

/**
 * The Account view's switch between the EOA and the smart account: offered to a connected eoa on a network
 * with smart accounts, and to a smart account to go back. Returns its removal.
 */
export function accountTypeAction(
  ctx: PluginContext<EmbeddedWalletOptions>,
  state: EmbeddedState,
  connector: EmbeddedConnector,
): () => void {
  const switchTo = (type: 'eoa' | 'smartAccount') => {
    connector.setPreferredAccountType(type).then(
      () =>
        ctx.toasts.show({
          message:
            type === 'smartAccount' ? 'Switched to your smart account' : 'Switched to your EOA account',
          variant: 'success',
        }),
      (error: unknown) =>
        ctx.toasts.show({
          message: `Could not switch the account type: ${error instanceof Error ? error.message : String(error)}`,
          variant: 'error',
        }),
    )
  }
  return effect(() => {
    const type = state.accountType.value
    const chainId = state.chainId.value
    const enabled = chainId !== undefined && state.smartAccountNetworks.value.includes(chainId)
    if (type === 'eoa' && enabled)
      return ctx.slots.accountAction({
        id: 'embedded-wallet.account-type',
        feature: 'accountType',
        label: label('switchToSmartAccount'),
        icon: '⇄',
        onSelect: () => switchTo('smartAccount'),
      })
    if (type === 'smartAccount')
      return ctx.slots.accountAction({
        id: 'embedded-wallet.account-type',
        feature: 'accountType',
        label: label('switchToEoa'),
        icon: '⇄',
        onSelect: () => switchTo('eoa'),
      })
    return undefined
  })
}
