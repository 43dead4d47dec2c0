import { createContext, type ReactNode, useContext, useEffect } from 'react'
import type { AppKit } from '../../kernel/index.js'
import { type AppKitModalElement, defineModalElement, MODAL_TAG } from '../modal/element.js'

const AppKitContext = createContext<AppKit | undefined>(undefined)

export type AppKitProviderProps = { appKit: AppKit; children?: ReactNode }

/** Makes an AppKit instance available to the hooks and appends `<appkit-modal>` to the page body. */
export function AppKitProvider({ appKit, children }: AppKitProviderProps) {
  useEffect(() => {
    defineModalElement()
    const element = document.createElement(MODAL_TAG) as AppKitModalElement
    document.body.append(element)
    element.appKit = appKit
    return () => element.remove()
  }, [appKit])
  return <AppKitContext.Provider value={appKit}>{children}</AppKitContext.Provider>
}

export function useAppKitInstance(): AppKit {
  const appKit = useContext(AppKitContext)
  if (!appKit) throw new Error('useAppKit must be used inside <AppKitProvider>: wrap your app in it.')
  return appKit
}
