import type { AppKit } from '../../kernel/createAppKit.js'
import { languageOf } from '../../kernel/format/languageOf.js'
import { kernelOf } from '../../kernel/internal.js'
import { monogramOf } from '../../kernel/rules/monogram.js'
import { enFirstView as en } from '../i18n/enFirstView.js'
import { moveFocusInList } from '../primitives/listKeys.js'
import { isSafeImageUrl } from '../primitives/safeImage.js'
import { localWalletsOf } from '../wallets/localWallets.js'
import { connectMethodOrder, dedupeWallets, excludeWallets, orderWallets } from '../wallets/order.js'
import { waitingRegistryRows } from '../wallets/registryRows.js'
import type { WalletEntry } from '../wallets/types.js'
import { hasFooter, type LegalFooter, legalFooterOf, legalParts, waitsForAgreement } from './legal.js'

/** The size of a wallet icon in the list (as WalletImage's default). */
const ICON_PX = 40
/** A connect method's skeleton before its chunk when its slot gives no height (as LazySlot's default). */
const SLOT_SKELETON_PX = 48

export type FirstViewParameters = {
  appKit: AppKit
  /** Where the first view goes; the React content replaces it once its chunk has loaded. */
  container: HTMLElement
  /** A wallet chosen before the React content took over. */
  onChoose(wallet: WalletEntry): void
}

function element<tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[tag] {
  const node = document.createElement(tag)
  if (className) node.className = className
  node.append(...children)
  return node
}

/** The "or" line between two ways to connect (as views/Connect.tsx draws it). */
function separator(): HTMLElement {
  const line = element('div', 'separator', element('span', '', en['connect.or']))
  line.setAttribute('aria-hidden', 'true')
  return line
}

/** The footer as views/ConnectFooter.tsx draws it; the checkbox frees the methods in `methods`. */
function footer(legal: LegalFooter, methods: HTMLFieldSetElement): HTMLElement[] {
  if (!hasFooter(legal)) return []
  const parts = legalParts(legal, (key) => en[key]).map((part) => {
    if (typeof part === 'string') return part
    const link = element('a', '', part.text)
    Object.assign(link, { href: part.href, target: '_blank', rel: 'noopener noreferrer' })
    return link
  })
  const box = element('footer', 'connect-footer')
  if (legal.checkbox) {
    const input = element('input', '')
    Object.assign(input, { type: 'checkbox', checked: legal.agreed.peek() })
    input.addEventListener('change', () => {
      legal.agreed.value = input.checked
      methods.disabled = waitsForAgreement(legal)
    })
    box.append(element('label', 'legal-check', input, element('span', '', ...parts)))
  } else if (parts.length > 0) box.append(element('p', 'legal-text', ...parts))
  if (legal.branding) box.append(element('p', 'branding', en['legal.branding']))
  return [box]
}

/** The icon as WalletImage draws it: the monogram, covered by the image once it has loaded. */
function walletImage(name: string, src: string | undefined): HTMLElement {
  const { initials, background } = monogramOf(name)
  const monogram = element('span', 'monogram', initials)
  monogram.style.cssText = `background: ${background}; font-size: ${ICON_PX * 0.38}px`
  const box = element('span', 'wallet-image', monogram)
  box.style.cssText = `width: ${ICON_PX}px; height: ${ICON_PX}px`
  box.setAttribute('aria-hidden', 'true')
  if (isSafeImageUrl(src)) {
    const image = element('img', '')
    Object.assign(image, { src, alt: '', width: ICON_PX, height: ICON_PX, onerror: () => image.remove() })
    image.style.cssText = 'position: absolute; inset: 0'
    box.append(image)
  }
  return box
}

function walletTag(wallet: WalletEntry): string | undefined {
  if (wallet.source === 'recent') return en['connect.recent']
  return wallet.installed ? en['connect.installed'] : undefined
}

/**
 * The Connect view's first frame, drawn with the DOM from what the page already has (the connectors
 * plugins attached: EIP-6963 and Wallet Standard wallets, recent and custom wallets), so a click shows
 * the wallets without waiting for the content chunk. The React content takes over a frame later with
 * the same markup. Returns false when it does not apply (another view, another language).
 */
export function renderFirstView({ appKit, container, onChoose }: FirstViewParameters): boolean {
  const kernel = kernelOf(appKit)
  const { config, router, slots } = kernel
  // Other catalogues are chunks of their own; their first frame waits for the content as before.
  if (languageOf(config.locale) !== 'en' || router.view.peek() !== 'Connect') return false
  const wallets = orderWallets(
    excludeWallets(dedupeWallets(orderWallets(localWalletsOf(kernel).peek())), config.excludeWalletIds),
  )
  const list = element('ul', 'list')
  const prepare = () => void kernel.start().catch(() => undefined)
  list.addEventListener('pointerenter', prepare, { once: true })
  list.addEventListener('keydown', (event) => {
    prepare()
    moveFocusInList(event)
  })
  for (const wallet of wallets) {
    const button = element('button', 'list-item', walletImage(wallet.name, wallet.imageUrl))
    button.type = 'button'
    button.setAttribute('data-wallet-entry', '')
    const name = element('span', 'list-item-name', wallet.name)
    name.dir = 'auto'
    button.append(name)
    const tag = walletTag(wallet)
    if (tag) button.append(element('span', 'tag', tag))
    button.addEventListener('click', () => onChoose(wallet))
    list.append(element('li', '', button))
  }
  // The registry's wallets keep their rows' place, then All Wallets, as the content draws them (views/Connect.tsx).
  const api = Boolean(config.endpoints.api)
  const waiting = waitingRegistryRows({
    api,
    featuredIds: config.featuredWalletIds.length,
    featuredSettled: false,
    recommendedSettled: false,
  })
  for (let index = 0; index < waiting; index++) {
    const icon = element('span', 'skeleton')
    icon.style.cssText = `width: ${ICON_PX}px; height: ${ICON_PX}px`
    const name = element('span', 'skeleton')
    name.style.cssText = 'width: 40%; height: 14px'
    const row = element('li', '', element('span', 'list-item waiting', icon, name))
    row.setAttribute('aria-hidden', 'true')
    list.append(row)
  }
  if (api && config.features.allWallets && config.enableWallets) {
    // Its place and name; the icon and the button come with the content a few frames later.
    const icon = element('span', 'wallet-image')
    icon.style.cssText = `width: ${ICON_PX}px; height: ${ICON_PX}px`
    const name = element('span', 'list-item-name', en['connect.allWallets'])
    list.append(element('li', '', element('span', 'list-item waiting', icon, name)))
  }
  const walletSection = element('section', 'connect-method', list)
  walletSection.setAttribute('aria-label', en['connect.walletsHeading'])
  const methods = slots.entries.connectMethod.peek()
  // Each method group after the first follows an "or" line, as the content draws it (views/Connect.tsx).
  const sections = connectMethodOrder({
    configured: config.features.connectMethodsOrder,
    hasInstalledWallets: wallets.some((wallet) => wallet.installed),
    available: methods.map((slot) => slot.method),
  }).flatMap((method, index) => [
    ...(index > 0 ? [separator()] : []),
    ...(method === 'wallet'
      ? [walletSection]
      : methods
          .filter((slot) => slot.method === method)
          .map((slot) => {
            const height = `${slot.height ?? SLOT_SKELETON_PX}px`
            const skeleton = element('span', 'skeleton')
            skeleton.style.height = height
            const section = element('section', 'connect-method', skeleton)
            section.style.minHeight = height
            section.setAttribute('data-connect-method', method)
            return section
          })),
  ])
  const legal = legalFooterOf(config)
  const methodSet = element('fieldset', 'connect-methods', ...sections)
  methodSet.disabled = waitsForAgreement(legal)
  const title = element('h2', '', en['view.Connect'])
  title.id = 'appkit-modal-title'
  const actions = element('span', 'header-actions')
  if (slots.closable.peek()) {
    const close = element('button', 'icon-button', element('span', '', '✕'))
    close.type = 'button'
    close.setAttribute('aria-label', en['modal.close'])
    close.firstElementChild?.setAttribute('aria-hidden', 'true')
    close.addEventListener('click', () => void appKit.close())
    actions.append(close)
  }
  container.replaceChildren(
    element('header', 'modal-header', element('span', ''), title, actions),
    element('div', 'view', methodSet, ...footer(legal, methodSet)),
  )
  return true
}

/**
 * Before any click, in idle time: lays the first view out once, hidden, and removes it in the same task,
 * so the click's frame finds the icons decoded (data URIs stay in the memory cache), the fonts matched and
 * the style rules compiled. Again when the wallets change. Returns the stop function.
 */
export function warmFirstView(appKit: AppKit, root: ShadowRoot): () => void {
  let queued = false
  let stopped = false
  const warm = () => {
    queued = false
    const container = element('div', 'frame warm-up')
    if (stopped || !renderFirstView({ appKit, container, onChoose: () => undefined })) return
    root.append(container)
    container.getBoundingClientRect()
    container.remove()
  }
  const stop = localWalletsOf(kernelOf(appKit)).subscribe(() => {
    if (queued) return
    queued = true
    // Safari has no idle callbacks.
    ;(window.requestIdleCallback ?? setTimeout)(warm)
  })
  return () => {
    stopped = true
    stop()
  }
}
