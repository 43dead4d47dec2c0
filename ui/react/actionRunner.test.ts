import { expect, it, vi } from 'vitest'
import { createActionRunner } from './actionRunner.js'

/** A promise the test settles by hand. */
function deferred<value>() {
  let resolve!: (value: value) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<value>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

it('goes idle → pending → success with the data and the variables, telling subscribers each time', async () => {
  const answer = deferred<string>()
  const runner = createActionRunner<string, Error, { message: string }>(() => answer.promise)
  const seen: string[] = []
  runner.subscribe(() => seen.push(runner.getState().status))
  expect(runner.getState()).toMatchObject({ status: 'idle', isIdle: true, data: undefined, error: null })
  const done = runner.mutateAsync({ message: 'hi' })
  expect(runner.getState()).toMatchObject({ isPending: true, variables: { message: 'hi' } })
  answer.resolve('0xsig')
  await expect(done).resolves.toBe('0xsig')
  expect(runner.getState()).toMatchObject({
    status: 'success',
    isSuccess: true,
    isPending: false,
    data: '0xsig',
    error: null,
    variables: { message: 'hi' },
  })
  expect(seen).toEqual(['pending', 'success'])
})

it('mutate never throws: the failure is in `error` (the same object the action threw) and onError/onSettled', async () => {
  class UserRejected extends Error {
    override name = 'UserRejectedRequestError'
  }
  const refusal = new UserRejected('User rejected the request.')
  const runner = createActionRunner<string, UserRejected, void>(() => Promise.reject(refusal))
  const onError = vi.fn()
  const onSettled = vi.fn()
  runner.mutate(undefined, { onError, onSettled })
  await vi.waitFor(() => expect(runner.getState().isError).toBe(true))
  expect(runner.getState().error).toBe(refusal)
  expect(runner.getState().data).toBeUndefined()
  expect(onError).toHaveBeenCalledWith(refusal, undefined)
  expect(onSettled).toHaveBeenCalledWith(undefined, refusal, undefined)
  // mutateAsync rejects with it.
  await expect(runner.mutateAsync()).rejects.toBe(refusal)
})

it('only the latest call lands in the state: an earlier one settling later changes nothing', async () => {
  const first = deferred<string>()
  const second = deferred<string>()
  const answers = [first.promise, second.promise]
  const runner = createActionRunner<string, Error, number>(() => answers.shift() as Promise<string>)
  const onFirst = vi.fn()
  runner.mutate(1, { onSuccess: onFirst })
  runner.mutate(2)
  second.resolve('second')
  await vi.waitFor(() => expect(runner.getState().data).toBe('second'))
  first.resolve('first')
  await vi.waitFor(() => expect(onFirst).toHaveBeenCalledWith('first', 1))
  expect(runner.getState()).toMatchObject({ data: 'second', variables: 2, status: 'success' })
})

it('reset goes back to idle, and a call still running then does not come back into the state', async () => {
  const answer = deferred<string>()
  const runner = createActionRunner<string, Error, void>(() => answer.promise)
  runner.mutate()
  runner.reset()
  expect(runner.getState()).toMatchObject({ status: 'idle', variables: undefined })
  answer.resolve('late')
  await answer.promise
  await Promise.resolve()
  expect(runner.getState().status).toBe('idle')
})

it('an unsubscribed listener hears nothing more', async () => {
  const runner = createActionRunner<number, Error, void>(async () => 1)
  const listener = vi.fn()
  const stop = runner.subscribe(listener)
  stop()
  await runner.mutateAsync()
  expect(listener).not.toHaveBeenCalled()
})
