import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { AppKit } from '../../kernel/createAppKit.js'
import { applyInitialState } from '../../kernel/ssr/applyInitialState.js'
import type { AppKitInitialState } from '../../kernel/ssr/initialState.js'
import { type AppKitModalElement, defineModalElement, MODAL_TAG } from '../modal/element.js'

type AppKitContextValue = {
  appKit: AppKit
  prefetch(): void
  initialState: AppKitInitialState | undefined
}

const AppKitContext = createContext<AppKitContextValue | undefined>(undefined)

export type AppKitProviderProps = {
  appKit: AppKit
  /** What the server read from the request's cookie (cookieToInitialState of walletdock/ssr). */
  initialState?: AppKitInitialState | undefined
  children?: ReactNode
}

/**
 * Makes an instance available to the hooks and appends `<appkit-modal>` to the page body (unless
 * `disableAppend` or embedded mode is on: then the host places `<appkit-modal>` itself). With
 * `initialState`, the server renders that session and the browser instance starts from it, so the first
 * paint and hydration already show the account (docs/ssr.md).
 */
export function AppKitProvider({ appKit, initialState, children }: AppKitProviderProps) {
  // Once, before the first render in the browser. Never on the server: a module-level instance there is
  // shared by every request, and the hooks read the initial state from the context instead.
  useState(() => {
    if (initialState && typeof window !== 'undefined') applyInitialState(appKit, initialState)
  })
  const element = useRef<AppKitModalElement | null>(null)
  useEffect(() => {
    defineModalElement()
    if (appKit.config.disableAppend || appKit.config.enableEmbedded) {
      const placed = document.querySelector<AppKitModalElement>(MODAL_TAG)
      if (placed) {
        placed.appKit = appKit
        element.current = placed
      }
      return
    }
    // defineAppKitElements may already have appended one for this instance.
    const existing = [...document.querySelectorAll<AppKitModalElement>(MODAL_TAG)].find(
      (node) => node.appKit === appKit,
    )
    if (existing) {
      element.current = existing
      return
    }
    const created = document.createElement(MODAL_TAG) as AppKitModalElement
    document.body.append(created)
    created.appKit = appKit
    element.current = created
    return () => {
      created.remove()
      element.current = null
    }
  }, [appKit])
  const value = useMemo<AppKitContextValue>(
    () => ({
      appKit,
      prefetch: () => {
        void element.current?.prefetch().catch(() => undefined)
      },
      initialState,
    }),
    [appKit, initialState],
  )
  return <AppKitContext.Provider value={value}>{children}</AppKitContext.Provider>
}

export function useAppKitContext(): AppKitContextValue {
  const value = useContext(AppKitContext)
  if (!value)
    throw new Error('appkit hooks must be used inside <AppKitProvider appKit={...}>: wrap your app in it.')
  return value
}

export function useAppKitInstance(): AppKit {
  return useAppKitContext().appKit
}
