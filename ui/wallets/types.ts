/** A wallet the modal can list: a connector on this page or an entry of the wallet registry. */
export type WalletEntry = {
  id: string
  name: string
  /**
   * Where it comes from, in the spec's connector order; 'pairing' is a connector that pairs remote
   * wallets (its pairsRegistryWallets capability), first in that order.
   */
  source: 'pairing' | 'recent' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended' | 'registry'
  rdns?: string | undefined
  imageUrl?: string | undefined
  installed?: boolean | undefined
  /** The kernel connector to connect with, when the wallet is on this page. */
  connectorId?: string | undefined
  /** The namespace its connector writes. */
  namespace?: string | undefined
  /**
   * Every namespace this wallet connects, when it announced itself for several (one extension through
   * EIP-6963 and the Wallet Standard): the modal lets the user choose one or connect them all.
   */
  connectors?: { namespace: string; connectorId: string }[] | undefined
  mobileLink?: string | undefined
  desktopLink?: string | undefined
  webappLink?: string | undefined
  /** Where the wallet is got (the registry's homepage): a wallet this page cannot connect links there. */
  homepage?: string | undefined
  displayIndex?: number | undefined
}
