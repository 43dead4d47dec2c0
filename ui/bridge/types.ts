import type { ReadonlySignal } from '@preact/signals-core'
import type { ChainNamespace } from '../../kernel/namespaces.js'
import type {
  AccountActionSlot,
  AccountTabSlot,
  ConnectMethodSlot,
  HeaderActionSlot,
} from '../../kernel/plugins/slots.js'
import type { ViewDataArgs, ViewName } from '../../kernel/router/views.js'
import type { LegalFooter } from '../modal/legal.js'
import type { WalletEntry } from '../wallets/types.js'

/** A namespace of the instance: a built-in one, or one a plugin adds. */
export type UiNamespace = ChainNamespace

export type UiNetwork = {
  caipNetworkId: string
  name: string
  chainNamespace: UiNamespace
  testnet?: boolean | undefined
  imageUrl?: string | undefined
  nativeSymbol: string
  explorerUrl?: string | undefined
}

export type UiAccount = {
  namespace: UiNamespace
  address: string
  caipAddress: string
  /** The name when one resolves, otherwise the address shortened (4 + 6). */
  displayName: string
  profileName?: string | null | undefined
  profileImage?: string | null | undefined
  /** Already formatted for display (3 decimals, truncated). */
  balance?: string | undefined
  balanceSymbol?: string | undefined
  balanceUnavailable?: boolean | undefined
  explorerUrl?: string | undefined
  walletName?: string | undefined
  walletIcon?: string | undefined
}

export type UiRoute = {
  view: string
  data: unknown
  direction: 'next' | 'prev'
  canGoBack: boolean
  /** False where the spec disables close (SIWX required with no session). */
  closable: boolean
}

export type UiToast = {
  id: string
  state: 'loading' | 'success' | 'error'
  message: string
  /** A link shown after the message (an http(s) address only). */
  link?: { href: string; label: string } | undefined
}
/** The kernel's alert as the modal shows it: `id` is the catalogue id (its `code`) or 'custom'. */
export type UiAlert = {
  id: string
  variant: 'info' | 'success' | 'warning' | 'error'
  message: string
  detail?: string | undefined
}

export type UiConnection = {
  connectorId: string
  namespace: UiNamespace
  address: string
  /** The address's label from its namespace's account state (addressLabels), in the modal's language. */
  label?: string | undefined
  walletName: string
  /** The connector's icon (an announced wallet's own); the monogram only without one. */
  walletImage?: string | undefined
  active: boolean
  /** False for a recent connection that ended: choosing it connects anew. */
  connected: boolean
}

export type WalletPage = { data: WalletEntry[]; count: number }

export type UiConnectStatus = {
  connectorId: string
  state: 'connecting' | 'rejected' | 'failed'
  /** The wallet the user picked (a registry entry carries its deep links). */
  wallet?: WalletEntry | undefined
  message?: string | undefined
}

/** What a connector's connectView receives: the connector and the wallet the user picked. */
export type ConnectViewData = { connectorId: string; walletId: string }

/** A slot entry with its label already in the modal's language. */
export type Localized<entry extends { label: unknown }> = Omit<entry, 'label'> & { label: string }

/** What the modal's views read and do; `ui/bridge/fromKernel.ts` builds it from an AppKit instance. */
export type UiKernel = {
  locale: string
  route: ReadonlySignal<UiRoute>
  account: ReadonlySignal<UiAccount | undefined>
  network: ReadonlySignal<UiNetwork | undefined>
  networks: readonly UiNetwork[]
  /**
   * The configured networks a connected wallet can not be moved to (spec 3, network state): its namespace's
   * `supportsAllNetworks` is false and the network is not among its `approvedCaipNetworkIds`.
   */
  unapprovedNetworkIds: ReadonlySignal<readonly string[]>
  /** Wallets on this page (connectors) and from config, before ordering and dedupe. */
  localWallets: ReadonlySignal<WalletEntry[]>
  /**
   * True while a connector pairs registry wallets (its `pairsRegistryWallets` capability, a relay
   * plugin's): without one, the registry's wallets are "get this wallet" links, not connectable.
   */
  canPairRegistryWallets: ReadonlySignal<boolean>
  connections: ReadonlySignal<UiConnection[]>
  connectStatus: ReadonlySignal<UiConnectStatus | undefined>
  /** The ways into Connect that plugins add (email, social, ...); the wallet list is the modal's own. */
  connectMethods: ReadonlySignal<readonly ConnectMethodSlot[]>
  /** The Account view's actions in the spec's order (onramp, swaps, receive, send, then others). */
  accountActions: ReadonlySignal<readonly Localized<AccountActionSlot>[]>
  /** The Account view's tabs (Tokens, NFTs, Activity, then others). */
  accountTabs: ReadonlySignal<readonly Localized<AccountTabSlot>[]>
  headerActions: ReadonlySignal<readonly Localized<HeaderActionSlot>[]>
  toast: ReadonlySignal<UiToast | undefined>
  alerts: ReadonlySignal<UiAlert[]>
  excludedWallets: readonly string[]
  /** Registry wallet ids to list after the installed ones (config `featuredWalletIds`), in that order. */
  featuredWalletIds: readonly string[]
  connectMethodsOrder?: readonly ('email' | 'social' | 'wallet')[] | undefined // spec data: the values of `features.connectMethodsOrder` (spec 9)
  allWalletsEnabled: boolean
  /** The Connect view's footer: legal links or checkbox, our branding line. */
  legal: LegalFooter
  /** Registry pages from the services API; undefined when no API endpoint is configured. */
  fetchWallets?:
    | ((
        /** `include` asks for just these registry ids (the featured wallets). */
        query: { page: number; entries: number; search?: string; include?: readonly string[] },
        signal: AbortSignal,
      ) => Promise<WalletPage>)
    | undefined
  /**
   * The registry's recommended wallets for Connect (4 per request), without starting the engine; undefined with no
   * API. One request per instance, whoever asks first (intent on an opener, then Connect); a failed one is asked again.
   */
  fetchRecommendedWallets?: (() => Promise<WalletEntry[]>) | undefined
  /** Intent toward a wallet (pointer over the list, keys in it): starts the instance so connect finds it ready. */
  prepare(): void
  /**
   * Opens a view with its data, typed by `ViewDataMap` (a plugin adds its views by declaration merging on
   * `walletdock/plugin`): `push('GuestProfile', { email, address })`; `push('GuestProfile')` does not type-check.
   */
  push<view extends ViewName>(view: view, ...data: ViewDataArgs<view>): void
  goBack(): void
  close(): void
  /**
   * Connects a wallet through its connector, entering the connector's view for the attempt; `inPlace` from
   * that view itself (opened as the first view, or Try again), which then stays the only view for it.
   */
  connect(wallet: WalletEntry, options?: { inPlace?: boolean }): Promise<void>
  /** Connects every namespace a multi-namespace wallet offers, one after the other. */
  connectEach(wallet: WalletEntry): Promise<void>
  disconnect(): Promise<void>
  switchNetwork(caipNetworkId: string): Promise<void>
  dismissAlert(id: string): void
  showToast(state: UiToast['state'], message: string): void
  switchConnection(connection: UiConnection): Promise<void>
  /** The header title a plugin gave its view, in the modal's language. */
  viewTitle(view: string): string | undefined
  /** The name of a namespace a plugin adds (its definition's label), in the modal's language. */
  namespaceLabel?(namespace: string): string | undefined
  /** Loads a view a plugin registered, or undefined when none is registered under that name. */
  loadPluginView(view: string): Promise<unknown> | undefined
}
