import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { configSchema } from '../config/schema.js'
import { sdkQuerySchema } from '../protocol/walletService.js'
import { isProjectIdMissing, PROJECT_ID_PATTERN, projectIdProblem } from './projectId.js'
import { projectIdSchema } from './projectIdSchema.js'

describe('the project id rule', () => {
  it('a project id is missing when absent, not a string, or only spaces', () => {
    expect(isProjectIdMissing({})).toBe(true)
    expect(isProjectIdMissing(undefined)).toBe(true)
    expect(isProjectIdMissing({ projectId: 42 })).toBe(true)
    expect(isProjectIdMissing({ projectId: '   ' })).toBe(true)
    expect(isProjectIdMissing({ projectId: 'appkit-dev-project' })).toBe(false)
    expect(isProjectIdMissing({ projectId: 'not valid' })).toBe(false)
  })

  it('is letters, digits, "_" and "-", 1 to 128 characters; others are invalid', () => {
    expect(projectIdProblem('appkit-dev-project')).toBeUndefined()
    expect(projectIdProblem(' wc_e2e ')).toBeUndefined()
    expect(projectIdProblem('a'.repeat(128))).toBeUndefined()
    expect(projectIdProblem('a'.repeat(129))).toBe('invalid')
    for (const bad of ['my project', 'p/1', 'p?x=1', '../etc', 'p.1', 'prøject'])
      expect(projectIdProblem(bad), bad).toBe('invalid')
  })

  it('the config, the wire schemas and the rule agree on any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 140 }), fc.stringMatching(/^[A-Za-z0-9_-]{0,130}$/)),
        (text) => {
          const valid = projectIdProblem(text) === undefined
          expect(projectIdSchema().safeParse(text).success).toBe(valid)
          expect(sdkQuerySchema.shape.projectId.safeParse(text).success).toBe(valid)
          expect(configSchema.shape.projectId.safeParse(text).success).toBe(valid)
          if (valid) expect(PROJECT_ID_PATTERN.test(text.trim())).toBe(true)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('says which rule was broken', () => {
    expect(projectIdSchema('projectId is required').safeParse('').error?.issues[0]?.message).toBe(
      'projectId is required',
    )
    expect(projectIdSchema().safeParse('a b').error?.issues[0]?.message).toMatch(/only letters, digits/)
  })
})
