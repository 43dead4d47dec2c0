import { useCallback, useEffect, useMemo, useState } from 'react'
import { isOriginRefusal } from '../../kernel/errors/http.js'
import type { UiKernel } from '../bridge/types.js'
import { useModal } from '../modal/context.js'
import { keepSettledValue, settledValueOf } from '../react/settledValue.js'
import { useSignal } from '../react/useSignal.js'
import { offerOf } from '../wallets/getWalletLink.js'
import { dedupeWallets, excludeWallets, orderWallets } from '../wallets/order.js'
import type { WalletEntry } from '../wallets/types.js'

/** The page's own wallets after the spec's dedupe, exclusion and ordering rules. */
export function useLocalWallets(): WalletEntry[] {
  const { kernel } = useModal()
  const local = useSignal(kernel.localWallets)
  return useMemo(
    () => orderWallets(excludeWallets(dedupeWallets(orderWallets(local)), kernel.excludedWallets)),
    [local, kernel.excludedWallets],
  )
}

/** One registry request per instance for its featured wallets, whichever view asks first. */
const featuredRequests = new WeakMap<UiKernel, Promise<WalletEntry[]>>()

function requestFeatured(kernel: UiKernel): Promise<WalletEntry[]> | undefined {
  const ids = kernel.featuredWalletIds
  if (!kernel.fetchWallets || ids.length === 0) return undefined
  let request = featuredRequests.get(kernel)
  if (!request) {
    const rank = (entry: WalletEntry) => ids.indexOf(entry.id)
    request = keepSettledValue(
      kernel
        .fetchWallets({ page: 1, entries: ids.length, include: ids }, new AbortController().signal)
        .then((result) =>
          result.data
            .filter((entry) => rank(entry) !== -1)
            .sort((a, b) => rank(a) - rank(b))
            .map((entry): WalletEntry => ({ ...entry, source: 'featured' })),
        ),
    )
    // A failed request is asked again next time a view needs it.
    request.catch(() => featuredRequests.delete(kernel))
    featuredRequests.set(kernel, request)
  }
  return request
}

const requestRecommended = (kernel: UiKernel) => kernel.fetchRecommendedWallets?.()

/**
 * Registry wallets of one kind; `settled` once they arrived or failed, and at once when there is none to ask.
 * `failed` when the request failed, `refused` when the API refused the page's origin (the instance's alert says
 * so); `retry` asks again (a failed request is not kept).
 */
type RegistryWallets = {
  wallets: WalletEntry[]
  settled: boolean
  failed: boolean
  refused: boolean
  retry(): void
}

type RegistryState = Omit<RegistryWallets, 'retry'>

/** Registry wallets of one kind (featured or recommended), empty until they arrive or when there is no API. */
function useRegistryWallets(
  request: (kernel: UiKernel) => Promise<WalletEntry[]> | undefined,
  what: string,
): RegistryWallets {
  const { kernel } = useModal()
  const [attempt, setAttempt] = useState(0)
  // Asking is idempotent (one request per instance): the first render knows whether there is one, and
  // shows its wallets at once when they came before the view (asked for on intent or as the modal opened).
  const [state, setState] = useState<RegistryState>(() => {
    const pending = request(kernel)
    const answer = settledValueOf(pending)
    return {
      wallets: answer?.value ?? [],
      settled: pending === undefined || answer !== undefined,
      failed: false,
      refused: false,
    }
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks again
  useEffect(() => {
    let active = true
    request(kernel)?.then(
      (entries) => {
        // The same wallets the first render had: no second render.
        if (active)
          setState((shown) =>
            shown.settled && shown.wallets === entries
              ? shown
              : { wallets: entries, settled: true, failed: false, refused: false },
          )
      },
      (error: unknown) => {
        const refused = isOriginRefusal(error)
        if (active) setState({ wallets: [], settled: true, failed: true, refused })
        // A refused origin is the instance's 'Origin Not Allowed' alert, which names the origin to add.
        if (!refused) console.warn(`[appkit] the ${what} wallets could not be loaded`, error)
      },
    )
    return () => {
      active = false
    }
  }, [kernel, request, what, attempt])
  const retry = useCallback(() => {
    setState({ wallets: [], settled: false, failed: false, refused: false })
    setAttempt((count) => count + 1)
  }, [])
  return { ...state, retry }
}

/**
 * spec section 2 and 9: the registry's recommended wallets, 4 per request, listed last on Connect
 * (connector order); empty until they arrive, and when no services API is configured.
 */
export function useRecommendedWallets(): RegistryWallets {
  return useRegistryWallets(requestRecommended, 'recommended')
}

/**
 * spec section 2 and 5: the featured wallets (config `featuredWalletIds`) from the registry, in the
 * configured order; empty until they arrive, and when no services API is configured.
 */
export function useFeaturedWallets(): RegistryWallets {
  return useRegistryWallets(requestFeatured, 'featured')
}

export function walletTag(
  wallet: WalletEntry,
): 'connect.installed' | 'connect.recent' | 'connect.featured' | undefined {
  if (wallet.source === 'recent') return 'connect.recent'
  if (wallet.installed) return 'connect.installed'
  if (wallet.source === 'featured') return 'connect.featured'
  return undefined
}

/** A wallet as a list shows it: connectable (with its tag) or a "get this wallet" link; hidden ones are left out. */
export type WalletRow = { wallet: WalletEntry; tag: string | undefined; href: string | undefined }

/**
 * The rows of a wallet list: a wallet that cannot connect here (a registry wallet while no connector
 * pairs registry wallets) becomes a link to where it is got, tagged "Get wallet"; one with no web page
 * is left out.
 */
export function useWalletRows(wallets: readonly WalletEntry[]): WalletRow[] {
  const { kernel, t } = useModal()
  const canPair = useSignal(kernel.canPairRegistryWallets)
  return useMemo(
    () =>
      wallets.flatMap((wallet): WalletRow[] => {
        const offer = offerOf(wallet, canPair)
        if (offer.kind === 'hidden') return []
        if (offer.kind === 'get') return [{ wallet, tag: t('connect.getWallet'), href: offer.href }]
        const tag = walletTag(wallet)
        return [{ wallet, tag: tag ? t(tag) : undefined, href: undefined }]
      }),
    [wallets, canPair, t],
  )
}
