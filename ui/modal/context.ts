import { createContext, useContext } from 'react'
import type { UiKernel } from '../bridge/types.js'
import type { Translate } from '../i18n/translate.js'

export type ModalContextValue = { kernel: UiKernel; t: Translate }

export const ModalContext = createContext<ModalContextValue | undefined>(undefined)

export function useModal(): ModalContextValue {
  const value = useContext(ModalContext)
  if (!value) throw new Error('modal views must render inside the modal content')
  return value
}
