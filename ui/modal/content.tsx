import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { AppKit } from '../../kernel/index.js'
import { uiKernelFrom } from '../bridge/fromKernel.js'
import type { UiKernel } from '../bridge/types.js'
import type { Messages } from '../i18n/en.js'
import { localeMessages } from '../i18n/localeMessages.js'
import { createTranslate, type Translate } from '../i18n/translate.js'
import { useSignal } from '../react/useSignal.js'
import Connect from '../views/Connect.js'
import type { WalletEntry } from '../wallets/types.js'
import { contentCss } from './contentStyles.js'
import { ModalContext, useModal } from './context.js'
import { Header, ViewBackHost } from './Header.js'
import { coreViews, isViewModule, type ViewProps } from './viewModules.js'

let contentSheet: CSSStyleSheet | undefined

/** Loads the view the modal opens on (Account when connected); for Connect, asks for the recommended wallets. */
export function prefetchFirstView(on: { connected: boolean; appKit: AppKit | undefined }): Promise<void> {
  const { connected, appKit } = on
  if (!connected) {
    if (appKit)
      uiKernelFrom(appKit)
        .fetchRecommendedWallets?.()
        .catch(() => undefined)
    return Promise.resolve()
  }
  return (
    coreViews.Account?.().then((account) => {
      loadedViews.set('Account', account.default)
    }) ?? Promise.resolve()
  )
}

/**
 * Parses the content's stylesheet once and adopts it into the modal's shadow root. Called on intent,
 * while the dialog is still closed, so the click does not pay for parsing and restyling.
 */
export function adoptContentStyles(shadowRoot: ShadowRoot): void {
  if (!contentSheet) {
    contentSheet = new CSSStyleSheet()
    contentSheet.replaceSync(contentCss)
  }
  if (!shadowRoot.adoptedStyleSheets.includes(contentSheet)) {
    shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, contentSheet]
  }
}

export type MountModalContentParameters = { appKit: AppKit; shadowRoot: ShadowRoot; container: HTMLElement }

/** Mounts the React content of the modal into the element's dialog; returns the unmount function. */
export function mountModalContent({
  appKit,
  shadowRoot,
  container,
}: MountModalContentParameters): () => void {
  adoptContentStyles(shadowRoot)
  const kernel = uiKernelFrom(appKit)
  // Connect's recommended wallets are asked for before its first render, so the client's chunk loads
  // during that render instead of after it (the answer or failure fills the rows Connect keeps for them).
  if (kernel.route.peek().view === 'Connect') void kernel.fetchRecommendedWallets?.().catch(() => undefined)
  const root = createRoot(container)
  let active = true
  const render = (messages: Messages) =>
    root.render(<ModalApp kernel={kernel} t={createTranslate(messages, kernel.locale)} />)
  const messages = localeMessages(container.closest('dialog'), kernel.locale)
  // English ships in this chunk, so the first frame can already show the wallets: rendered and
  // committed now, not in a scheduler task that may land a frame later.
  if (!(messages instanceof Promise)) flushSync(() => render(messages))
  else
    void messages.then((loaded) => {
      if (active) render(loaded)
    })
  return () => {
    active = false
    root.unmount()
  }
}

/** A wallet chosen in the first view, before the React content took over: connect it as a click would. */
export function chooseWallet(appKit: AppKit, wallet: WalletEntry): void {
  void uiKernelFrom(appKit).connect(wallet)
}

function ModalApp({ kernel, t }: { kernel: UiKernel; t: Translate }) {
  const anchor = useRef<HTMLSpanElement>(null)
  // Focus moves into the content once it is there, unless the user already moved it.
  useEffect(() => {
    const root = anchor.current?.getRootNode()
    if (!(root instanceof ShadowRoot)) return
    const active = root.activeElement
    if (active && active.tagName !== 'DIALOG') return
    root.querySelector<HTMLElement>('.modal-header button, .view button, .view input')?.focus()
  }, [])
  return (
    <ModalContext.Provider value={{ kernel, t }}>
      <span ref={anchor} hidden />
      <ViewBackHost>
        <Header />
        <Alerts />
        <AnimatedHeight>
          <ViewHost />
        </AnimatedHeight>
      </ViewBackHost>
      <Toast />
    </ModalContext.Provider>
  )
}

/**
 * Animates the modal's height between views (spec: 150 ms). A view taller than the dialog scrolls here, under
 * the header, and each new view starts at its top.
 */
function AnimatedHeight({ children }: { children: React.ReactNode }) {
  const { kernel } = useModal()
  const view = useSignal(kernel.route).view
  const outer = useRef<HTMLDivElement>(null)
  const inner = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const target = inner.current
    if (!target || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      if (outer.current) outer.current.style.height = `${target.offsetHeight}px`
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new view starts at its top
  useLayoutEffect(() => {
    if (outer.current) outer.current.scrollTop = 0
  }, [view])
  return (
    <div className="height" ref={outer}>
      <div ref={inner}>{children}</div>
    </div>
  )
}

type LoadedView = { view: string; Component: ComponentType<ViewProps> }
const loadedViews = new Map<string, ComponentType<ViewProps>>([
  ['Connect', Connect as ComponentType<ViewProps>],
])

function loadView(kernel: UiKernel, view: string): Promise<ComponentType<ViewProps>> {
  const cached = loadedViews.get(view)
  if (cached) return Promise.resolve(cached)
  const pending = coreViews[view]?.() ?? kernel.loadPluginView(view)
  if (!pending) return Promise.reject(new Error(`No view is registered under "${view}"`))
  return pending.then((module) => {
    if (!isViewModule(module)) throw new Error(`The view "${view}" does not export a default component`)
    loadedViews.set(view, module.default)
    return module.default
  })
}

function ViewHost() {
  const { kernel } = useModal()
  const route = useSignal(kernel.route)
  const [loaded, setLoaded] = useState<LoadedView | undefined>(() => {
    const Component = loadedViews.get(route.view)
    return Component ? { view: route.view, Component } : undefined
  })
  const [failure, setFailure] = useState<string | undefined>()
  // The view shown when the modal opens appears at once; only later views slide in, and a view's
  // direction is fixed when it enters (a re-render of the same view must not start its animation).
  const settled = useRef(false)
  const entered = useRef<{ view: string; direction: string | undefined }>(undefined)
  useEffect(() => {
    if (loaded) settled.current = true
  })
  useEffect(() => {
    let current = true
    setFailure(undefined)
    loadView(kernel, route.view).then(
      (Component) => current && setLoaded({ view: route.view, Component }),
      (error: unknown) => current && setFailure(error instanceof Error ? error.message : String(error)),
    )
    return () => {
      current = false
    }
  }, [kernel, route.view])
  if (failure) return <p className="view error-text">{failure}</p>
  if (!loaded || loaded.view !== route.view) return <ViewSkeleton />
  const { Component } = loaded
  if (entered.current?.view !== route.view) {
    entered.current = { view: route.view, direction: settled.current ? route.direction : undefined }
  }
  return (
    <div className="view" data-direction={entered.current.direction} key={route.view}>
      <Component data={route.data} />
    </div>
  )
}

function ViewSkeleton() {
  return (
    <div className="view list" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <span key={index} className="skeleton" style={{ height: 56 }} />
      ))}
    </div>
  )
}

function Toast() {
  const { kernel } = useModal()
  const toast = useSignal(kernel.toast)
  return (
    <div role="status" aria-live="polite" className="relative">
      {toast ? (
        <div className="toast" data-state={toast.state} key={toast.id}>
          <span aria-hidden="true">
            {toast.state === 'success' ? '✓' : toast.state === 'error' ? '!' : '…'}
          </span>
          {toast.message}
          {toast.link && /^https?:\/\//i.test(toast.link.href) ? (
            <>
              {' '}
              <a href={toast.link.href} target="_blank" rel="noopener noreferrer">
                {toast.link.label}
              </a>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

function Alerts() {
  const { kernel, t } = useModal()
  const alerts = useSignal(kernel.alerts)
  if (alerts.length === 0) return null
  return (
    <>
      {alerts.map((alert) => (
        <div key={alert.id} className="alert" data-type={alert.variant} role="alert">
          <p>
            <strong>{alert.message}</strong>
            {alert.detail ? ` ${alert.detail}` : null}
          </p>
          <button
            type="button"
            className="icon-button"
            aria-label={t('alert.dismiss')}
            onClick={() => kernel.dismissAlert(alert.id)}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      ))}
    </>
  )
}
