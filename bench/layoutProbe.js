// Injected before any page script: from the first pointerdown, records every animation frame for 1 s:
// the open dialog's box (also inside open shadow roots), the first wallet entry's box, the boxes of the
// view's parts (connect methods, "or" lines, the wallet list) and how many skeletons are still shown.
// window.__layout.settledAt() is the time after the click of the last frame that differed from the one
// before it or still showed a skeleton: the view's final layout, with every method's content in place.
;(() => {
  /** How long after the press the frames are recorded (the budget is 200 ms). */
  const RECORD_MS = 1000
  const deep = (root, selector) => {
    const found = root.querySelector(selector)
    if (found) return found
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot && deep(element.shadowRoot, selector)
      if (inner) return inner
    }
    return null
  }
  const box = (element) => {
    if (!element) return ''
    const rect = element.getBoundingClientRect()
    return [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',')
  }
  const state = {
    clickAt: 0,
    frames: [],
    settledAt() {
      let last = 0
      state.frames.forEach((frame, index) => {
        const before = state.frames[index - 1]
        const moved =
          !before ||
          before.dialog !== frame.dialog ||
          before.parts !== frame.parts ||
          before.entry !== frame.entry
        if (moved || frame.skeletons > 0) last = frame.time - state.clickAt
      })
      return last
    },
  }
  window.__layout = state
  window.addEventListener(
    'pointerdown',
    (event) => {
      state.clickAt = event.timeStamp
      const until = event.timeStamp + RECORD_MS
      const frame = (time) => {
        const dialog = deep(document, 'dialog[open]')
        const view = dialog?.querySelector('.view')
        state.frames.push({
          time,
          dialog: box(dialog),
          entry: box(dialog?.querySelector('[data-wallet-entry]')),
          parts: view
            ? [...view.querySelectorAll('.connect-method, .separator, .connect-footer')].map(box).join(';')
            : '',
          skeletons: dialog ? dialog.querySelectorAll('.skeleton').length : 0,
        })
        if (time < until) requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    },
    { capture: true, once: true },
  )
})()
