// walletdock/ui: what a plugin's views use: the modal's context, its primitives, and typed strings.
export type {
  ConnectViewData,
  Localized,
  UiAccount,
  UiAlert,
  UiConnection,
  UiConnectStatus,
  UiKernel,
  UiNetwork,
  UiRoute,
  UiToast,
} from './bridge/types.js'
export {
  defineMessages,
  type MessagesDefinition,
  type MessagesSource,
  type MessagesTranslation,
  type PluginTranslate,
} from './i18n/defineMessages.js'
export type { MessageKey, Translate } from './i18n/translate.js'
export { type ModalContextValue, useModal } from './modal/context.js'
export { useViewBack } from './modal/Header.js'
export { Avatar, type AvatarProps } from './primitives/Avatar.js'
export { Button, type ButtonProps } from './primitives/Button.js'
export { Input, type InputProps } from './primitives/Input.js'
export { QrCode, type QrCodeProps } from './primitives/QrCode.js'
export { Skeleton, type SkeletonProps } from './primitives/Skeleton.js'
export { WalletImage, type WalletImageProps } from './primitives/WalletImage.js'
export { WalletItem, type WalletItemProps } from './primitives/WalletItem.js'
export { useSignal } from './react/useSignal.js'
export type { WalletEntry } from './wallets/types.js'
