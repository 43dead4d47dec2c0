import * as fc from 'fast-check'
import { expect, it } from 'vitest'
import { projectIdProblem } from 'walletdock/rules'
import { authQuerySchema } from './embeddedAuth.js'

it("the auth API's projectId follows the one project id rule (kernel/rules/projectId.ts) on any text", () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.string({ maxLength: 140 }), fc.stringMatching(/^[A-Za-z0-9_-]{0,130}$/)),
      (text) => {
        expect(authQuerySchema.safeParse({ projectId: text }).success).toBe(
          projectIdProblem(text) === undefined,
        )
      },
    ),
    { numRuns: 300 },
  )
})
