// The signals walletdock/plugin gives plugins (@preact/signals-core's), tested through that entry.
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { batch, computed, effect, type ReadonlySignal, type Signal, signal } from './plugin.js'

describe('signal', () => {
  it('reads, writes and peeks', () => {
    const count = signal(1)
    expect(count.value).toBe(1)
    count.value = 2
    expect(count.peek()).toBe(2)
    expect(signal().value).toBeUndefined()
  })

  it('subscribe calls back now and on each change, with what the callback reads untracked', () => {
    const count = signal(0)
    const other = signal('a')
    const seen: [number, string][] = []
    const stop = count.subscribe((value) => seen.push([value, other.value]))
    count.value = 1
    other.value = 'b'
    count.value = 1
    stop()
    count.value = 2
    expect(seen).toEqual([
      [0, 'a'],
      [1, 'a'],
    ])
  })
})

describe('computed', () => {
  it('is lazy and cached until a source changes', () => {
    const count = signal(1)
    const fn = vi.fn(() => count.value * 2)
    const double = computed(fn)
    expect(fn).not.toHaveBeenCalled()
    expect(double.value).toBe(2)
    expect(double.value).toBe(2)
    expect(fn).toHaveBeenCalledTimes(1)
    count.value = 3
    expect(double.peek()).toBe(6)
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('a diamond recomputes once and an effect sees consistent values', () => {
    const first = signal('a')
    const upper = computed(() => first.value.toUpperCase())
    const twice = computed(() => first.value + first.value)
    const joinFn = vi.fn(() => `${upper.value}-${twice.value}`)
    const joined = computed(joinFn)
    const seen: string[] = []
    effect(() => {
      seen.push(joined.value)
    })
    first.value = 'b'
    expect(seen).toEqual(['A-aa', 'B-bb'])
    expect(joinFn).toHaveBeenCalledTimes(2)
  })

  it('what reads a computed does not re-run when it recomputes to the same value', () => {
    const count = signal(1)
    const isOdd = computed(() => count.value % 2 === 1)
    const run = vi.fn()
    effect(() => run(isOdd.value))
    const subscriber = vi.fn()
    isOdd.subscribe(subscriber)
    count.value = 3
    count.value = 5
    expect(run).toHaveBeenCalledTimes(1)
    expect(subscriber).toHaveBeenCalledTimes(1)
    count.value = 6
    expect(run).toHaveBeenLastCalledWith(false)
    expect(subscriber).toHaveBeenLastCalledWith(false)
  })

  it('rethrows what it threw on each read, and recovers when its sources change', () => {
    const count = signal(-1)
    const root = computed(() => {
      if (count.value < 0) throw new RangeError('negative')
      return Math.sqrt(count.value)
    })
    expect(() => root.value).toThrow('negative')
    expect(() => root.peek()).toThrow('negative')
    count.value = 4
    expect(root.value).toBe(2)
  })

  it('a computed reading itself throws a clear error instead of hanging', () => {
    const loop: ReadonlySignal<number> = computed(() => loop.value + 1)
    expect(() => loop.value).toThrow(/Cycle detected/)
  })

  it('cannot be written; a write it makes to a signal goes through (write in an effect or a handler instead)', () => {
    const count = signal(0)
    const writes = computed(() => {
      count.value = 1
      return 0
    })
    expect(writes.value).toBe(0)
    expect(count.value).toBe(1)
    expect(() => {
      ;(computed(() => 1) as Signal<number>).value = 2
    }).toThrow(TypeError)
  })

  it('an unobserved computed picks changes up when read, and follows them while an effect observes it', () => {
    const count = signal(1)
    let runs = 0
    const double = computed(() => {
      runs++
      return count.value * 2
    })
    expect(double.value).toBe(2)
    count.value = 2
    expect(runs).toBe(1)
    expect(double.value).toBe(4)
    const seen: number[] = []
    const stop = effect(() => void seen.push(double.value))
    count.value = 3
    stop()
    count.value = 5
    expect(seen).toEqual([4, 6])
    expect(double.value).toBe(10)
  })

  it('observed again after a pause, it follows changes made while nobody observed it', () => {
    const count = signal(1)
    const double = computed(() => count.value * 2)
    const seen: number[] = []
    const stop = effect(() => {
      seen.push(double.value)
    })
    stop()
    count.value = 2
    effect(() => {
      seen.push(double.value)
    })
    count.value = 3
    expect(seen).toEqual([2, 4, 6])
  })
})

describe('effect', () => {
  it('runs now and after each change of what it read, not of what it peeked', () => {
    const tracked = signal(0)
    const peeked = signal(0)
    const run = vi.fn(() => void (tracked.value + peeked.peek()))
    effect(run)
    peeked.value = 1
    expect(run).toHaveBeenCalledTimes(1)
    tracked.value = 1
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('runs its cleanup before the next run and on dispose', () => {
    const count = signal(0)
    const log: string[] = []
    const stop = effect(() => {
      const value = count.value
      log.push(`run ${value}`)
      return () => log.push(`clean ${value}`)
    })
    count.value = 1
    stop()
    stop()
    count.value = 2
    expect(log).toEqual(['run 0', 'clean 0', 'run 1', 'clean 1'])
  })

  it('follows only what it read in its last run', () => {
    const useFirst = signal(true)
    const first = signal('a')
    const second = signal('x')
    const run = vi.fn(() => void (useFirst.value ? first.value : second.value))
    effect(run)
    second.value = 'y'
    expect(run).toHaveBeenCalledTimes(1)
    useFirst.value = false
    first.value = 'b'
    expect(run).toHaveBeenCalledTimes(2)
    second.value = 'z'
    expect(run).toHaveBeenCalledTimes(3)
  })

  it('may dispose itself during a run', () => {
    const count = signal(0)
    const run = vi.fn()
    const stop = effect(() => {
      run(count.value)
      if (count.value === 1) stop()
    })
    count.value = 1
    count.value = 2
    expect(run.mock.calls).toEqual([[0], [1]])
  })

  it('a write inside an effect runs the effects that read it, after the writing one', () => {
    const source = signal(1)
    const mirror = signal(0)
    effect(() => {
      mirror.value = source.value * 10
    })
    const seen: number[] = []
    effect(() => {
      seen.push(mirror.value)
    })
    source.value = 2
    expect(seen).toEqual([10, 20])
  })

  it('an effect that keeps writing what it reads stops with a clear error', () => {
    const count = signal(0)
    expect(() =>
      effect(() => {
        count.value = count.value + 1
      }),
    ).toThrow(/Cycle detected/)
  })

  it('a throwing first run disposes it; a throwing later run reaches the writer, other effects still run', () => {
    expect(() =>
      effect(() => {
        throw new Error('first')
      }),
    ).toThrow('first')
    const count = signal(0)
    effect(() => {
      if (count.value === 1) throw new Error('later')
    })
    const other = vi.fn()
    effect(() => other(count.value))
    expect(() => {
      count.value = 1
    }).toThrow('later')
    expect(other).toHaveBeenLastCalledWith(1)
  })
})

describe('batch', () => {
  it('holds effects until the outermost batch ends, and returns what fn returns', () => {
    const first = signal(1)
    const second = signal(2)
    const seen: number[] = []
    effect(() => {
      seen.push(first.value + second.value)
    })
    const result = batch(() => {
      first.value = 10
      batch(() => {
        second.value = 20
      })
      expect(seen).toEqual([3])
      return 'done'
    })
    expect(result).toBe('done')
    expect(seen).toEqual([3, 30])
  })

  it('a value written and restored within a batch runs nothing', () => {
    const count = signal(1)
    const double = computed(() => count.value * 2)
    const run = vi.fn(() => void double.value)
    effect(run)
    batch(() => {
      count.value = 2
      count.value = 1
    })
    expect(run).toHaveBeenCalledTimes(1)
  })
})

/**
 * Random graphs of signals and computeds (each computed a sum over earlier nodes, some reads behind a
 * condition) with effects on some nodes, against a model that recomputes everything: after every write
 * or batch, every computed reads its model value, and each effect has run exactly when what it reads changed.
 */
describe('against a model that recomputes everything', () => {
  type Spec = { signals: number; computeds: { inputs: number[]; gate: number }[]; watched: number[] }
  const specArbitrary = fc
    .record({
      signals: fc.integer({ min: 1, max: 4 }),
      computeds: fc.array(
        fc.record({ inputs: fc.array(fc.nat(20), { minLength: 1, maxLength: 3 }), gate: fc.nat(20) }),
        { minLength: 1, maxLength: 8 },
      ),
      watched: fc.array(fc.nat(20), { maxLength: 4 }),
    })
    .map((spec): Spec => spec)
  const writesArbitrary = fc.array(
    fc.array(fc.tuple(fc.nat(10), fc.integer({ min: -2, max: 2 })), { minLength: 1, maxLength: 3 }),
    { maxLength: 12 },
  )

  it('computeds equal the model and effects run once per change of what they read', () => {
    fc.assert(
      fc.property(specArbitrary, writesArbitrary, (spec, batches) => {
        const values = Array.from({ length: spec.signals }, () => 0)
        const formulas = spec.computeds.map(({ inputs, gate }, index) => {
          const count = spec.signals + index
          return { inputs: inputs.map((input) => input % count), gate: gate % count }
        })
        // A computed adds its inputs when its gate is even, else only its first input; clamped to -1..1 so
        // equal values recur (the "recomputes to the same value" case).
        const model = (): number[] => {
          const all = [...values]
          for (const { inputs, gate } of formulas) {
            const used = (all[gate] ?? 0) % 2 === 0 ? inputs : inputs.slice(0, 1)
            all.push(
              Math.max(
                -1,
                Math.min(
                  1,
                  used.reduce((sum, input) => sum + (all[input] ?? 0), 0),
                ),
              ),
            )
          }
          return all
        }
        const nodes: ReadonlySignal<number>[] = values.map((value) => signal(value))
        for (const { inputs, gate } of formulas) {
          nodes.push(
            computed(() => {
              const used = (nodes[gate]?.value ?? 0) % 2 === 0 ? inputs : inputs.slice(0, 1)
              return Math.max(
                -1,
                Math.min(
                  1,
                  used.reduce((sum, input) => sum + (nodes[input]?.value ?? 0), 0),
                ),
              )
            }),
          )
        }
        const watched = spec.watched.map((index) => index % nodes.length)
        const runs = watched.map(() => 0)
        const stops = watched.map((node, slot) =>
          effect(() => {
            void nodes[node]?.value
            runs[slot] = (runs[slot] ?? 0) + 1
          }),
        )
        let expected = model()
        const expectedRuns = watched.map(() => 1)
        for (const writes of batches) {
          // A signal or computed counts as changed when its value after the batch differs from its value
          // before: a signal a later write in the batch restores counts as unchanged, as @preact/signals-core
          // does (its batch snapshots); a computed that recomputes to the same value counts as unchanged.
          batch(() => {
            for (const [index, value] of writes) {
              const target = index % spec.signals
              values[target] = value
              ;(nodes[target] as Signal<number>).value = value
            }
          })
          const next = model()
          watched.forEach((node, slot) => {
            if (next[node] !== expected[node]) expectedRuns[slot] = (expectedRuns[slot] ?? 0) + 1
          })
          expected = next
          expect(runs).toEqual(expectedRuns)
          expect(nodes.map((node) => node.peek())).toEqual(expected)
        }
        for (const stop of stops) stop()
      }),
      { numRuns: 300 },
    )
  })
})
