import { describe, expect, it } from 'vitest'
import { createApprovalFlow } from './approvalFlow.js'
import { describeRequest } from './describeRequest.js'

class Rejected extends Error {}

/** The modal and router as the flow sees them, recording what it does. */
function instance(open: boolean) {
  const log: string[] = []
  let modalOpen = open
  let abortPending: (() => void) | undefined
  const flow = createApprovalFlow({
    isModalOpen: () => modalOpen,
    openModal: async () => {
      modalOpen = true
      log.push('open ApproveTransaction')
    },
    pushView: async () => {
      log.push('push ApproveTransaction')
    },
    goBack: () => log.push('go back'),
    closeModal: async () => {
      if (!modalOpen) return
      modalOpen = false
      log.push('close')
      await flow.onModalClosed()
    },
    refreshBalance: async () => {
      log.push('refresh balance')
    },
    abort: async () => {
      log.push('RPC_ABORT')
      abortPending?.()
    },
    isRejection: (error) => error instanceof Rejected,
  })
  /** A request the test settles; an abort rejects it as the frame does. */
  const request = () => {
    let settle!: { resolve(value: string): void; reject(error: Error): void }
    const promise = new Promise<string>((resolve, reject) => {
      settle = { resolve, reject }
      abortPending = () => reject(new Error('Request was aborted'))
    })
    return { promise, settle }
  }
  const description = describeRequest('personal_sign', ['hi', '0x1111111111111111111111111111111111111111'])
  return { flow, log, request, description, closeByPerson: () => flow.onModalClosed() }
}

describe('embedded wallet RPC requests: ApproveTransaction and the transaction stack (spec 4)', () => {
  it('with the modal closed, an unsafe request opens ApproveTransaction; on success the balance is refreshed and the modal closed', async () => {
    const { flow, log, request, description } = instance(false)
    const signing = request()
    const result = flow.run(description, () => signing.promise)
    await Promise.resolve()
    expect(log).toEqual(['open ApproveTransaction'])
    signing.settle.resolve('0xsig')
    await expect(result).resolves.toBe('0xsig')
    expect(log).toEqual(['open ApproveTransaction', 'refresh balance', 'close'])
    expect(flow.stack.size).toBe(0)
  })

  it('over an open modal it pushes a stack entry; success refreshes the balance and pops back', async () => {
    const { flow, log, request, description } = instance(true)
    const signing = request()
    const result = flow.run(description, () => signing.promise)
    await Promise.resolve()
    expect(flow.stack.size).toBe(1)
    signing.settle.resolve('0xsig')
    await result
    expect(log).toEqual(['push ApproveTransaction', 'refresh balance', 'go back'])
    expect(flow.stack.size).toBe(0)
  })

  it('on cancel (Reject) or error the entry’s callback runs and the modal goes back; with no entry it closes', async () => {
    const pushed = instance(true)
    const rejected = pushed.request()
    const run = pushed.flow.run(pushed.description, () => rejected.promise)
    rejected.settle.reject(new Rejected('User rejected the request.'))
    await expect(run).rejects.toThrow('User rejected the request.')
    expect(pushed.log).toEqual(['push ApproveTransaction', 'go back'])

    const opened = instance(false)
    const failing = opened.request()
    const run2 = opened.flow.run(opened.description, () => failing.promise)
    failing.settle.reject(new Error('insufficient funds'))
    await expect(run2).rejects.toThrow('insufficient funds')
    expect(opened.log).toEqual(['open ApproveTransaction', 'close'])
  })

  it('closing the modal with an empty stack rejects the pending request in the frame (RPC_ABORT)', async () => {
    const { flow, log, request, description, closeByPerson } = instance(false)
    const signing = request()
    const run = flow.run(description, () => signing.promise)
    await Promise.resolve()
    await closeByPerson()
    await expect(run).rejects.toThrow('Request was aborted')
    expect(log).toEqual(['open ApproveTransaction', 'RPC_ABORT', 'close'])
  })

  it('closing the modal drops the stack: nothing goes back, and the pending request is aborted', async () => {
    const { flow, log, request, description, closeByPerson } = instance(true)
    const signing = request()
    const run = flow.run(description, () => signing.promise)
    await Promise.resolve()
    await closeByPerson()
    await expect(run).rejects.toThrow('Request was aborted')
    expect(log).toEqual(['push ApproveTransaction', 'RPC_ABORT'])
    expect(flow.stack.size).toBe(0)
  })

  it('no request pending: closing the modal sends no abort', async () => {
    const { log, closeByPerson } = instance(true)
    await closeByPerson()
    expect(log).toEqual([])
  })
})
