import { expect, it } from 'vitest'
import { BaseError } from './base.js'

it('a base error prints its short message, context lines, details and docs path', () => {
  const error = new BaseError('Failed to disconnect', {
    metaMessages: ['Namespace: eip155'],
    cause: new Error('socket closed'),
    docsPath: '/errors#failed-to-disconnect',
    code: 'INTERNAL_SDK_ERROR',
  })
  expect(error.message).toMatchInlineSnapshot(`
    "Failed to disconnect

    Namespace: eip155

    Details: socket closed
    Docs: /errors#failed-to-disconnect"
  `)
  expect(error.shortMessage).toBe('Failed to disconnect')
  expect(error.code).toBe('INTERNAL_SDK_ERROR')
})

it('walk() finds the root cause, or the first cause a predicate accepts', () => {
  const root = new Error('root')
  const middle = new BaseError('middle', { cause: root, code: 4001 })
  const top = new BaseError('top', { cause: middle })
  expect(top.walk()).toBe(root)
  expect(top.walk((error) => error instanceof BaseError && error.code === 4001)).toBe(middle)
  expect(top.walk(() => false)).toBeNull()
})
