import { useModal } from '../modal/context.js'
import { moveFocusInList } from '../primitives/listKeys.js'
import { WalletImage } from '../primitives/WalletImage.js'
import { useSignal } from '../react/useSignal.js'

/**
 * Networks: every configured network, the active one marked, testnets badged, those the wallet did not approve disabled.
 * `markActive: false` when the wallet is on none of them (UnsupportedChain): no network is the wallet's, so none is tagged.
 */
export function NetworkList({ markActive }: { markActive: boolean }) {
  const { kernel, t } = useModal()
  const active = useSignal(kernel.network)
  const unapproved = useSignal(kernel.unapprovedNetworkIds)
  return (
    <ul className="list wrap-names" onKeyDown={moveFocusInList}>
      {kernel.networks.map((network) => {
        const current = markActive && network.caipNetworkId === active?.caipNetworkId
        // A wallet that approved only some networks and cannot be asked to switch: the others are not offered.
        const disabled = !current && unapproved.includes(network.caipNetworkId)
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="list-item"
              aria-current={current ? 'true' : undefined}
              disabled={disabled}
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

/** The Networks view: the wallet is on one of the configured networks, which is tagged Active. */
export default function Networks() {
  return <NetworkList markActive />
}
