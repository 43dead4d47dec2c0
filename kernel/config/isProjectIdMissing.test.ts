import { expect, it } from 'vitest'
import { isProjectIdMissing } from './isProjectIdMissing.js'

it('a project id is missing when absent, not a string, or only spaces', () => {
  expect(isProjectIdMissing({})).toBe(true)
  expect(isProjectIdMissing(undefined)).toBe(true)
  expect(isProjectIdMissing({ projectId: 42 })).toBe(true)
  expect(isProjectIdMissing({ projectId: '   ' })).toBe(true)
  expect(isProjectIdMissing({ projectId: 'appkit-dev-project' })).toBe(false)
})
