import type { ViewProps } from '../../kernel/router/views.js'
import { en } from '../i18n/en.js'
import type { MessageKey } from '../i18n/translate.js'
import { useModal } from '../modal/context.js'
import { Button } from '../primitives/Button.js'
import { moveFocusInList } from '../primitives/listKeys.js'
import { WalletImage } from '../primitives/WalletImage.js'
import { WalletItem } from '../primitives/WalletItem.js'
import { useLocalWallets } from './useWallets.js'

/** A wallet installed for several namespaces: connect one of them, or all of them. */
export default function ConnectingMultiChain({ data }: ViewProps<'ConnectingMultiChain'>) {
  const { kernel, t } = useModal()
  const wallet = useLocalWallets().find((entry) => entry.id === data.walletId)
  if (!wallet?.connectors) return <p className="muted">{t('connecting.failed')}</p>
  return (
    <div className="center">
      <WalletImage name={wallet.name} src={wallet.imageUrl} size={72} />
      <p>{t('multiChain.choose', { name: wallet.name })}</p>
      <ul className="list" onKeyDown={moveFocusInList}>
        {wallet.connectors.map(({ namespace, connectorId }) => (
          <li key={namespace}>
            <WalletItem
              name={
                `namespace.${namespace}` in en
                  ? t(`namespace.${namespace}` as MessageKey)
                  : (kernel.namespaceLabel?.(namespace) ?? namespace)
              }
              onSelect={() =>
                void kernel.connect({ ...wallet, connectorId, namespace, connectors: undefined })
              }
            />
          </li>
        ))}
      </ul>
      <div className="actions">
        <Button variant="primary" onClick={() => void kernel.connectEach(wallet)}>
          {t('multiChain.all')}
        </Button>
      </div>
    </div>
  )
}
