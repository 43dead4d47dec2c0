import type { Connector } from './connector.js'

/** The longest wallet name listed: a longer one is refused (not cut), as a wallet that names itself a page is not one to offer. */
const MAX_NAME = 64
/** Icons the modal shows for a page's wallet: inline images of these types, so listing wallets fetches nothing. */
const ICON = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i

/**
 * Why a connector cannot be listed under its name and icon, or ''. Every connector's name is 1 to 64
 * characters, not only spaces. A wallet a page script put on the page (the kernel's kinds ANNOUNCED and
 * INJECTED) shows only an inline `data:image/` icon, never a URL to fetch; an announced one must have one.
 * Checked by hand: zod is not in the first bundle.
 */
export function listedWalletProblem({
  type,
  name,
  imageUrl,
}: Pick<Connector, 'type' | 'name' | 'imageUrl'>): string {
  if (typeof name !== 'string' || !name.trim() || name.length > MAX_NAME)
    return `its name is not 1 to ${MAX_NAME} characters`
  if (
    (type === 'ANNOUNCED' || (type === 'INJECTED' && imageUrl !== undefined)) &&
    !(typeof imageUrl === 'string' && ICON.test(imageUrl))
  )
    return 'its icon is not a data:image/ URI of a PNG, JPEG, GIF, WebP, AVIF or SVG image'
  return ''
}

/** The console line for a wallet a plugin leaves out: its name (cut to the longest listed) and what is wrong. */
export function skippedWalletMessage(plugin: string, name: unknown, problem: string): string {
  const who = typeof name === 'string' ? JSON.stringify(name.slice(0, MAX_NAME)) : 'with no readable name'
  return `[appkit] ${plugin}: skipped the wallet ${who}: ${problem}`
}
