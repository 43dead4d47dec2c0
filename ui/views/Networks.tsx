import { useModal } from '../modal/context.js'
import { moveFocusInList } from '../primitives/listKeys.js'
import { WalletImage } from '../primitives/WalletImage.js'
import { useSignal } from '../react/useSignal.js'

/** Networks: every configured network, the active one marked, testnets badged. */
export default function Networks() {
  const { kernel, t } = useModal()
  const active = useSignal(kernel.network)
  return (
    <ul className="list wrap-names" onKeyDown={moveFocusInList}>
      {kernel.networks.map((network) => {
        const current = network.caipNetworkId === active?.caipNetworkId
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="list-item"
              aria-current={current ? 'true' : undefined}
              onClick={() => {
                void kernel.switchNetwork(network.caipNetworkId).then(() => kernel.goBack())
              }}
            >
              <WalletImage name={network.name} src={network.imageUrl} size={32} />
              <span className="list-item-name">{network.name}</span>
              {network.testnet ? <span className="tag">{t('networks.testnet')}</span> : null}
              {current ? <span className="tag">{t('networks.active')}</span> : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
