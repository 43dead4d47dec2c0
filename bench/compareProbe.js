// Injected before any page script by bench/compareConnectView.ts, on walletdock's page and AppKit's alike:
// from the first pointerdown, records for 2 s every animation frame's layout of the open modal's card
// (walletdock: the open <dialog>; AppKit: w3m-modal's card), as the boxes of the card and of every element
// inside it, open shadow roots included, and how many placeholders (skeletons, shimmers) it still shows.
// window.__compare.settledAt() is the time after the press of the last frame that differed from the one
// before it or still held a placeholder.
;(() => {
  const RECORD_MS = 2000
  const CARD = 'dialog[open], [data-testid="w3m-modal-card"]'
  const PLACEHOLDER = '.skeleton, wui-shimmer'
  const deep = (root, selector) => {
    const found = root.querySelector(selector)
    if (found) return found
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot && deep(element.shadowRoot, selector)
      if (inner) return inner
    }
    return null
  }
  /** Every element under `root`, through open shadow roots and into their slotted children's order. */
  const walk = (root, into) => {
    for (const element of root.children) {
      into.push(element)
      if (element.shadowRoot) walk(element.shadowRoot, into)
      walk(element, into)
    }
    return into
  }
  const box = (element) => {
    const rect = element.getBoundingClientRect()
    return `${Math.round(rect.x)},${Math.round(rect.y)},${Math.round(rect.width)},${Math.round(rect.height)}`
  }
  const state = {
    clickAt: 0,
    frames: [],
    settledAt() {
      let last = 0
      state.frames.forEach((frame, index) => {
        const before = state.frames[index - 1]
        if (!before || before.layout !== frame.layout || frame.placeholders > 0)
          last = frame.time - state.clickAt
      })
      return last
    },
  }
  window.__compare = state
  window.addEventListener(
    'pointerdown',
    (event) => {
      state.clickAt = event.timeStamp
      const until = event.timeStamp + RECORD_MS
      const frame = (time) => {
        const card = deep(document, CARD)
        const elements = card ? walk({ children: [card] }, []) : []
        const shown = elements.filter((element) => element.getClientRects().length > 0)
        state.frames.push({
          time,
          layout: shown.map(box).join(';'),
          placeholders: shown.filter((element) => element.matches(PLACEHOLDER)).length,
          height: card ? card.getBoundingClientRect().height : 0,
        })
        if (time < until) requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    },
    { capture: true, once: true },
  )
})()
