/**
 * The kernel's reactive core: signals, lazy cached computeds, effects and batches (the names and
 * semantics plugins know from @preact/signals-core, in a fraction of its size).
 *
 * - Reads inside a computed or an effect are tracked; `peek()` reads without tracking.
 * - A computed recomputes only when read after one of its sources changed, and a computed that
 *   recomputes to the same value (`Object.is`) counts as unchanged: what reads it does not re-run.
 * - Effects run after the outermost batch (every write is its own batch), each at most once per
 *   change, and see consistent values (a diamond recomputes once).
 * - A computed or effect that is observed holds links to its sources; one nobody observes holds none
 *   (it checks its sources' versions when read), so it can be garbage-collected.
 *
 * The internal fields have short names, as they stay in every page's first bundle (bundlers do not
 * shorten property names): `_v` value, `_n` version (counts changes), `_t` targets (observers linked to a
 * source), `_s` sources (what an observer read, with the version it read), `_r` refresh, `_l` link,
 * `_u` unlink, `_o` notify, `_g` run, `_q` queued, `_d` disposed, `_x` dispose.
 */

/** What tracks reads: a computed being computed, or an effect being run. */
type Observer = Computed<unknown> | Effect

let observer: Observer | undefined
let batchDepth = 0
let queue: Effect[] = []
/** Counts every write: an unobserved computed that saw this version needs no look at its sources. */
let writes = 0

function track(source: Signal<unknown>) {
  observer?._s.set(source, source._n)
}

function observed(target: Observer): boolean {
  return target instanceof Effect ? !target._d : target._t.size > 0
}

/** After a run: links the sources the target read this time, unlinks those it no longer reads. */
function relink(target: Observer, before: Map<Signal<unknown>, number>) {
  const live = observed(target)
  for (const source of before.keys()) if (!live || !target._s.has(source)) source._u(target)
  if (live) for (const source of target._s.keys()) source._l(target)
}

/** Whether any source moved since the target last read it (computed sources are brought up to date). */
function sourcesChanged(target: Observer): boolean {
  for (const [source, version] of target._s) {
    source._r()
    if (source._n !== version) return true
  }
  return false
}

/** Runs `fn` with `next` as the tracking observer. */
function tracking<value>(next: Observer | undefined, fn: () => value): value {
  const previous = observer
  observer = next
  try {
    return fn()
  } finally {
    observer = previous
  }
}

function endBatch() {
  if (batchDepth > 1) {
    batchDepth--
    return
  }
  let failed = false
  let failure: unknown
  let rounds = 0
  while (queue.length > 0) {
    if (++rounds > 100) {
      queue = []
      batchDepth--
      throw new Error('Cycle detected: effects kept writing signals they read')
    }
    const effects = queue
    queue = []
    for (const effect of effects) {
      effect._q = false
      try {
        if (!effect._d && sourcesChanged(effect)) effect._g()
      } catch (error) {
        if (!failed) {
          failed = true
          failure = error
        }
      }
    }
  }
  batchDepth--
  if (failed) throw failure
}

export class Signal<value = unknown> {
  /** @internal */ _v: value
  /** @internal */ _n = 0
  /** @internal */ _t = new Set<Observer>()

  constructor(value?: value) {
    this._v = value as value
  }

  get value(): value {
    track(this)
    return this._v
  }

  set value(value: value) {
    if (Object.is(value, this._v)) return
    if (observer instanceof Computed) throw new Error('A computed cannot write signals')
    this._v = value
    this._n++
    writes++
    batchDepth++
    try {
      for (const target of [...this._t]) target._o()
    } finally {
      endBatch()
    }
  }

  /** The value, without tracking it. */
  peek(): value {
    return this._v
  }

  /** Calls `fn` with the value now and after each change (what `fn` reads is not tracked); returns the unsubscribe. */
  subscribe(fn: (value: value) => void): () => void {
    return effect(() => {
      const value = this.value
      tracking(undefined, () => fn(value))
    })
  }

  /** @internal */ _r(): void {}

  /** @internal */ _l(target: Observer): void {
    this._t.add(target)
  }

  /** @internal */ _u(target: Observer): void {
    this._t.delete(target)
  }
}

export type ReadonlySignal<value = unknown> = {
  readonly value: value
  peek(): value
  subscribe(fn: (value: value) => void): () => void
}

class Computed<value> extends Signal<value> {
  /** @internal */ _s = new Map<Signal<unknown>, number>()
  #fn: () => value
  #error: { thrown: unknown } | undefined
  #computed = false
  #stale = true
  #running = false
  #seen = -1

  constructor(fn: () => value) {
    super()
    this.#fn = fn
  }

  override get value(): value {
    this._r()
    track(this)
    return this.#result()
  }

  override set value(_: value) {
    throw new Error('A computed cannot be written')
  }

  override peek(): value {
    this._r()
    return this.#result()
  }

  #result(): value {
    if (this.#error) throw this.#error.thrown
    return this._v
  }

  /** @internal */ _o() {
    if (this.#stale) return
    this.#stale = true
    for (const target of [...this._t]) target._o()
  }

  /** @internal */ override _r() {
    if (this.#running) throw new Error('Cycle detected: a computed reads itself')
    const live = this._t.size > 0
    // Observed and not notified, or nothing written anywhere since the last look: up to date.
    if (this.#computed && (live ? !this.#stale : this.#seen === writes)) return
    this.#seen = writes
    this.#running = true
    try {
      if (this.#computed && !sourcesChanged(this)) return
      const before = this._s
      this._s = new Map()
      let value = this._v
      let error: { thrown: unknown } | undefined
      try {
        value = tracking(this, this.#fn)
      } catch (thrown) {
        error = { thrown }
      } finally {
        relink(this, before)
      }
      const changed = error
        ? error.thrown !== this.#error?.thrown
        : this.#error !== undefined || !this.#computed || !Object.is(value, this._v)
      this.#computed = true
      this.#error = error
      this._v = value
      if (changed) this._n++
    } finally {
      this.#running = false
      this.#stale = false
    }
  }

  /** @internal */ override _l(target: Observer) {
    if (this._t.size === 0) {
      // Becoming observed: bring the value up to date, then listen to the sources.
      this._r()
      this.#stale = false
      for (const source of this._s.keys()) source._l(this)
    }
    super._l(target)
  }

  /** @internal */ override _u(target: Observer) {
    super._u(target)
    if (this._t.size === 0) {
      for (const source of this._s.keys()) source._u(this)
      this.#stale = true
    }
  }
}

class Effect {
  /** @internal */ _s = new Map<Signal<unknown>, number>()
  /** @internal */ _q = false
  /** @internal */ _d = false
  #fn: () => unknown
  #cleanup: (() => void) | undefined

  constructor(fn: () => unknown) {
    this.#fn = fn
  }

  /** @internal */ _o() {
    if (this._q) return
    this._q = true
    queue.push(this)
  }

  #clean() {
    const cleanup = this.#cleanup
    this.#cleanup = undefined
    if (cleanup) tracking(undefined, cleanup)
  }

  /** @internal */ _g() {
    this.#clean()
    const before = this._s
    this._s = new Map()
    batchDepth++
    try {
      const cleanup = tracking(this, this.#fn)
      if (typeof cleanup === 'function') {
        if (this._d) tracking(undefined, cleanup as () => void)
        else this.#cleanup = cleanup as () => void
      }
    } finally {
      relink(this, before)
      // A source written during the run (by this effect or one it called) runs it again after.
      if (!this._d) for (const [source, version] of this._s) if (source._n !== version) this._o()
      endBatch()
    }
  }

  /** @internal */ _x() {
    if (this._d) return
    this._d = true
    this.#clean()
    for (const source of this._s.keys()) source._u(this)
  }
}

export function signal<value>(value: value): Signal<value>
export function signal<value = undefined>(): Signal<value | undefined>
export function signal<value>(value?: value): Signal<value | undefined> {
  return new Signal(value)
}

/** A value derived from signals, computed when read and cached until one of them changes. */
export function computed<value>(fn: () => value): ReadonlySignal<value> {
  return new Computed(fn)
}

/**
 * Runs `fn` now and again after each change of what it read. `fn` may return a cleanup, run before
 * the next run and on dispose. Returns the dispose function.
 */
export function effect(fn: () => unknown): () => void {
  const instance = new Effect(fn)
  try {
    instance._g()
  } catch (error) {
    instance._x()
    throw error
  }
  return () => instance._x()
}

/** Runs `fn` and holds every effect until it returns, so they run once, after all its writes. */
export function batch<value>(fn: () => value): value {
  batchDepth++
  try {
    return fn()
  } finally {
    endBatch()
  }
}
