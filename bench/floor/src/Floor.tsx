import { StrictMode, useRef } from 'react'
import { createRoot } from 'react-dom/client'

/** The floor of the benchmark: the least a React page needs to show a wallet in a dialog. */
function Floor() {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <main>
      <h1>floor</h1>
      <button type="button" onClick={() => dialog.current?.showModal()}>
        Connect Wallet
      </button>
      <dialog ref={dialog} aria-label="Connect Wallet">
        <ul>
          <li data-wallet-entry="">Wallet</li>
        </ul>
      </dialog>
    </main>
  )
}

/** Renders the floor into #root (bench/floor, and bench/floorWagmi after the app's wagmi config). */
export function mountFloor() {
  const root = document.getElementById('root')
  if (root)
    createRoot(root).render(
      <StrictMode>
        <Floor />
      </StrictMode>,
    )
}
