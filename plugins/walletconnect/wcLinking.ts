import { defineStorageKey, effect, type PluginContext, type Signal } from 'walletdock/plugin'
import * as z from 'zod/mini'
import { walletLinkOf } from './formatWalletLink.js'
import type { Pairing } from './pairing.js'

/**
 * spec 3's wcLinking, kept for the session under the name the sign-client reads (`{ href, name }` JSON): with it,
 * each session request opens `<href>/wc?requestId=...&sessionTopic=...`, back to the wallet the user linked to.
 */
export const WC_LINKING = defineStorageKey(
  'WALLETCONNECT_DEEPLINK_CHOICE',
  z.object({
    name: z.string().check(z.maxLength(256)),
    href: z.string().check(z.maxLength(2048)),
    // The wallet's rdns, so a custom scheme is checked again on read against the schemes that wallet registered.
    rdns: z.optional(z.string().check(z.maxLength(256))),
  }),
)

/**
 * The pairing state's wcLinking from storage (a returning visitor's session keeps it), and every change of it
 * stored again. A stored link is checked again as a wallet link (https, or a scheme its wallet registered); one that
 * fails is removed, since the sign-client opens whatever that key holds. Returns the stop.
 */
export function keepWcLinking(
  ctx: Pick<PluginContext<unknown>, 'storage'>,
  pairing: Signal<Pairing>,
): () => void {
  const stored = ctx.storage.get(WC_LINKING)
  if (stored && walletLinkOf({ link: stored.href, rdns: stored.rdns }) === stored.href)
    pairing.value = { ...pairing.peek(), linking: stored }
  else if (stored) ctx.storage.remove(WC_LINKING)
  return effect(() => {
    const { linking } = pairing.value
    if (linking) ctx.storage.set(WC_LINKING, linking)
    else ctx.storage.remove(WC_LINKING)
  })
}
