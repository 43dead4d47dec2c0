import { useAppKitInstance } from './AppKitProvider.js'

export type UseAppKitReturnType = { open: () => void; close: () => void }

/** Opens and closes the modal, as AppKit's hook of the same name does. */
export function useAppKit(): UseAppKitReturnType {
  const appKit = useAppKitInstance()
  return { open: appKit.open, close: appKit.close }
}
