import { expect, it } from 'vitest'
import { p90, stats } from './stats.js'

it('the median of an even count is the mean of the two middle values; min and max are the ends', () => {
  expect(stats([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 })
})

it('p90 is the nearest-rank 90th percentile: of 1..20 it is 18, of 1..10 it is 9', () => {
  expect(p90(Array.from({ length: 20 }, (_, index) => 20 - index))).toBe(18)
  expect(p90(Array.from({ length: 10 }, (_, index) => index + 1))).toBe(9)
  expect(p90([7])).toBe(7)
})
