import { describe, expect, it } from 'vitest'
import { APPROVAL_SETTLE_MS, createApprovalGate } from './approvalGate.js'

const SETTLE = APPROVAL_SETTLE_MS

/** A gate for a panel shown at 1000, proven visible from 1100, the pointer on it from 1200. */
function settledGate() {
  const gate = createApprovalGate({ visibilityProvable: true })
  gate.shown(1000)
  gate.visibility(true, 1100)
  gate.pointer(1200)
  return gate
}

describe('the approval gate: a click on Approve counts only when the person can see the panel', () => {
  it('counts a click once the panel was shown, visible and pointed at for the settle time', () => {
    const gate = settledGate()
    expect(gate.check(1200 + SETTLE)).toBeUndefined()
    expect(gate.ready(1100 + SETTLE)).toBe(true)
  })

  it('ignores a click right after the panel appears, and before visibility is proven', () => {
    const gate = createApprovalGate({ visibilityProvable: true })
    expect(gate.check(0)).toBe('not-shown')
    gate.shown(1000)
    gate.pointer(0)
    expect(gate.check(1000 + 10 * SETTLE)).toBe('not-visible')
    gate.visibility(true, 1000)
    expect(gate.check(1000 + SETTLE - 1)).toBe('settling')
  })

  it('the overlay attack: a see-through or covered panel (isVisible false) never takes a click', () => {
    const gate = settledGate()
    gate.visibility(false, 5000)
    expect(gate.check(5000 + 10 * SETTLE)).toBe('not-visible')
    expect(gate.ready(5000 + 10 * SETTLE)).toBe(false)
    // Visible again: the wait starts over from the new proof.
    gate.visibility(true, 6000)
    expect(gate.check(6000 + SETTLE - 1)).toBe('settling')
    expect(gate.check(6000 + SETTLE)).toBeUndefined()
  })

  it('a frame moved under a resting pointer: the first pointer event is the click itself', () => {
    const gate = settledGate()
    gate.pointerLeft()
    gate.pointer(9000)
    expect(gate.check(9001)).toBe('pointer')
    expect(gate.check(9000 + SETTLE)).toBeUndefined()
  })

  it('a resize of the frame starts the wait again, and so does a new request', () => {
    const gate = settledGate()
    gate.moved(4000)
    gate.pointer(4000)
    expect(gate.check(4000 + SETTLE - 1)).toBe('settling')
    expect(gate.check(4000 + SETTLE)).toBeUndefined()
    gate.shown(8000)
    expect(gate.check(9000)).toBe('not-visible')
  })

  it('a browser that cannot prove visibility never approves in the frame (the secure window does)', () => {
    const gate = createApprovalGate({ visibilityProvable: false })
    gate.shown(0)
    gate.visibility(true, 0)
    gate.pointer(0)
    expect(gate.check(100_000)).toBe('unproven')
  })

  it('a frame moved under a pointer that rested on it (no leave event): the stay starts again at the new place', () => {
    const gate = createApprovalGate({ visibilityProvable: true })
    gate.shown(1000)
    gate.visibility(true, 1100)
    gate.pointer(1200, { x: 100, y: 80 })
    gate.pointer(1300, { x: 100, y: 80 })
    expect(gate.check(2000)).toBeUndefined()
    // The page slid the frame 300 px right; the next event (the click) sees the frame elsewhere on the screen.
    gate.pointer(2050, { x: 400, y: 80 })
    expect(gate.check(2050)).toBe('pointer')
    // Standing still at the new place for the rest time, a click counts again.
    gate.pointer(2600, { x: 400, y: 80 })
    expect(gate.check(2600)).toBeUndefined()
  })
})
