export { AppKitButton, type AppKitButtonProps } from './AppKitButton.js'
export { AppKitProvider, type AppKitProviderProps } from './AppKitProvider.js'
export { type UseAppKitReturnType, useAppKit } from './useAppKit.js'
