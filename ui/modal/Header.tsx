import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react'
import type { UiKernel } from '../bridge/types.js'
import { en } from '../i18n/en.js'
import type { MessageKey, Translate } from '../i18n/translate.js'
import { useSignal } from '../react/useSignal.js'
import { useModal } from './context.js'

type StepBack = () => void
/** The shown view's own Back (a step inside it), and its setter for the view. */
const ViewBackState = createContext<StepBack | undefined>(undefined)
const SetViewBack = createContext<((back: StepBack | undefined) => void) | undefined>(undefined)

/** Holds the shown view's step Back for the header (content.tsx wraps the header and the view in it). */
export function ViewBackHost({ children }: { children: ReactNode }) {
  const [back, setBack] = useState<StepBack | undefined>()
  // A state setter takes a function as an update: the step is wrapped once more.
  const [set] = useState(() => (next: StepBack | undefined) => setBack(next && (() => next)))
  return (
    <SetViewBack.Provider value={set}>
      <ViewBackState.Provider value={back}>{children}</ViewBackState.Provider>
    </SetViewBack.Provider>
  )
}

/**
 * A step inside a view (a picker over a form): while `back` is given, the modal header's Back runs it instead
 * of leaving the view, and shows even where the view is the first in the history. The view passes `undefined`
 * once the step is left, and leaving the view drops it.
 */
export function useViewBack(back: (() => void) | undefined): void {
  const set = useContext(SetViewBack)
  const latest = useRef(back)
  latest.current = back
  const stepping = back !== undefined
  useEffect(() => {
    if (!set || !stepping) return
    set(() => latest.current?.())
    return () => set(undefined)
  }, [set, stepping])
}

/** A core view's title is a message; a plugin's view has the title it registered (translate has no key fallback). */
function viewTitle(kernel: UiKernel, t: Translate, view: string): string {
  const key = `view.${view}`
  return key in en ? t(key as MessageKey) : (kernel.viewTitle(view) ?? view)
}

export function Header() {
  const { kernel, t } = useModal()
  const route = useSignal(kernel.route)
  const actions = useSignal(kernel.headerActions)
  const stepBack = useContext(ViewBackState)
  const title = viewTitle(kernel, t, route.view)
  // The title fades in when it changes, not when the content takes over from the first view's title.
  const firstTitle = useRef<string | undefined>(title)
  if (firstTitle.current !== title) firstTitle.current = undefined
  return (
    <header className="modal-header">
      {route.canGoBack || stepBack ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t('modal.back')}
          onClick={stepBack ?? kernel.goBack}
          data-step-back={stepBack ? '' : undefined}
        >
          <span aria-hidden="true" className="mirror">
            ←
          </span>
        </button>
      ) : (
        <span />
      )}
      <h2
        id="appkit-modal-title"
        key={title}
        data-changed={firstTitle.current === undefined ? '' : undefined}
      >
        {title}
      </h2>
      <span className="header-actions">
        {actions.map((action) => (
          <button
            key={action.id}
            type="button"
            className="icon-button"
            aria-label={action.label}
            data-header-action={action.id}
            onClick={() => (action.onSelect ? action.onSelect() : action.view && kernel.push(action.view))}
          >
            <span aria-hidden="true">{action.icon}</span>
          </button>
        ))}
        {route.closable ? (
          <button type="button" className="icon-button" aria-label={t('modal.close')} onClick={kernel.close}>
            <span aria-hidden="true">✕</span>
          </button>
        ) : null}
      </span>
    </header>
  )
}
