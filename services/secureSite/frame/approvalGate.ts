/** How long the panel must have been shown, seen and pointed at before Approve counts, in ms. */
export const APPROVAL_SETTLE_MS = 500
/**
 * How long a click waits before it counts, in ms: IntersectionObserver v2 reports a change at most every
 * `delay` (100 ms) and one frame later, so a panel made see-through just before the click is known by then.
 */
export const APPROVAL_CLICK_HOLD_MS = 200
/** IntersectionObserver v2's `delay` (at least 100, the browser's minimum for `trackVisibility`). */
export const VISIBILITY_DELAY_MS = 100

export type GateRefusal = 'not-shown' | 'unproven' | 'not-visible' | 'settling' | 'pointer'

/**
 * When a click on Approve counts (times in ms on one clock, `performance.now()`'s, as event and entry
 * times are). A click counts only when all hold, each measured back from the click:
 * - the panel was shown at least APPROVAL_SETTLE_MS ago, and the frame's size has not changed since then;
 * - the browser proved the panel fully visible (IntersectionObserver v2: `isVisible`, fully in view)
 *   without a break for at least APPROVAL_SETTLE_MS; a browser that cannot prove it never lets a click count;
 * - the pointer has been over the frame's document, with the frame standing still on the screen, for at least
 *   APPROVAL_SETTLE_MS, so a frame moved under a resting pointer just before the click does not take it.
 */
export function createApprovalGate(options: { visibilityProvable: boolean }) {
  let shownAt: number | undefined
  let settledFrom = 0
  let visibleSince: number | undefined
  let pointerSince: number | undefined
  let lastOffset: { x: number; y: number } | undefined
  return {
    visibilityProvable: options.visibilityProvable,
    /** The panel shows a new request: every proof starts again. */
    shown(now: number) {
      shownAt = now
      settledFrom = now
      visibleSince = undefined
      pointerSince = undefined
    },
    hidden() {
      shownAt = undefined
    },
    /** The frame's viewport changed size (the host resized or reflowed it): wait again. */
    moved(now: number) {
      settledFrom = now
      pointerSince = undefined
    },
    /** An IntersectionObserver v2 entry: `visible` is isVisible and fully in view. */
    visibility(visible: boolean, time: number) {
      if (!visible) visibleSince = undefined
      else visibleSince ??= time
    },
    /**
     * Any pointer event in the frame's document; the first one starts the pointer's stay. `offset` is where the frame
     * sits on the screen by that event (`screenX - clientX`, `screenY - clientY`): when it differs from the last
     * event's, the frame moved under the pointer (no leave event needed), and the stay starts again.
     */
    pointer(time: number, offset?: { x: number; y: number }) {
      if (
        offset &&
        lastOffset &&
        (Math.abs(offset.x - lastOffset.x) > 0.5 || Math.abs(offset.y - lastOffset.y) > 0.5)
      )
        pointerSince = undefined
      if (offset) lastOffset = offset
      pointerSince ??= time
    },
    /** The pointer left the frame's document. */
    pointerLeft() {
      pointerSince = undefined
    },
    /** Whether the panel is proven visible and settled at `now` (the Approve button's enabled state). */
    ready(now: number): boolean {
      return this.check(now, { ignorePointer: true }) === undefined
    },
    /** Why a click at `time` does not count, or undefined when it does. */
    check(time: number, options: { ignorePointer?: boolean } = {}): GateRefusal | undefined {
      if (shownAt === undefined) return 'not-shown'
      if (!this.visibilityProvable) return 'unproven'
      if (visibleSince === undefined) return 'not-visible'
      if (time - settledFrom < APPROVAL_SETTLE_MS || time - visibleSince < APPROVAL_SETTLE_MS)
        return 'settling'
      if (!options.ignorePointer && (pointerSince === undefined || time - pointerSince < APPROVAL_SETTLE_MS))
        return 'pointer'
      return undefined
    },
  }
}
export type ApprovalGate = ReturnType<typeof createApprovalGate>
