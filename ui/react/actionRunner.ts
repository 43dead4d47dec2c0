/** Where an action is: not run yet, running, or settled with data or an error (wagmi's, TanStack's words). */
export type AppKitActionStatus = 'idle' | 'pending' | 'success' | 'error'

/** Callbacks for one call of `mutate`, as wagmi's mutate takes them. */
export type AppKitActionCallbacks<data, error, variables> = {
  onSuccess?: ((data: data, variables: variables) => void) | undefined
  onError?: ((error: error, variables: variables) => void) | undefined
  onSettled?: ((data: data | undefined, error: error | null, variables: variables) => void) | undefined
}

export type ActionState<data, error, variables> = {
  status: AppKitActionStatus
  data: data | undefined
  error: error | null
  variables: variables | undefined
  isIdle: boolean
  isPending: boolean
  isSuccess: boolean
  isError: boolean
}

export type ActionRunner<data, error, variables> = {
  getState(): ActionState<data, error, variables>
  subscribe(listener: () => void): () => void
  mutateAsync(variables: variables, callbacks?: AppKitActionCallbacks<data, error, variables>): Promise<data>
  mutate(variables: variables, callbacks?: AppKitActionCallbacks<data, error, variables>): void
  reset(): void
}

function stateOf<data, error, variables>(
  status: AppKitActionStatus,
  data: data | undefined,
  error: error | null,
  variables: variables | undefined,
): ActionState<data, error, variables> {
  return {
    status,
    data,
    error,
    variables,
    isIdle: status === 'idle',
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
  }
}

/**
 * The state of one action hook, outside React: `mutateAsync` runs `run(variables)` and resolves or
 * rejects as it does; `mutate` reports only through the state (and the callbacks), never by throwing.
 * Only the latest call lands in the state: an earlier call that settles later, or one made before
 * reset(), changes nothing (its own callbacks still run).
 */
export function createActionRunner<data, error, variables>(
  run: (variables: variables) => Promise<data>,
): ActionRunner<data, error, variables> {
  let state = stateOf<data, error, variables>('idle', undefined, null, undefined)
  let latest = 0
  const listeners = new Set<() => void>()
  const set = (next: ActionState<data, error, variables>) => {
    state = next
    for (const listener of [...listeners]) listener()
  }
  const mutateAsync = async (
    input: variables,
    callbacks: AppKitActionCallbacks<data, error, variables> = {},
  ): Promise<data> => {
    const call = ++latest
    set(stateOf<data, error, variables>('pending', undefined, null, input))
    try {
      const data = await run(input)
      if (call === latest) set(stateOf<data, error, variables>('success', data, null, input))
      callbacks.onSuccess?.(data, input)
      callbacks.onSettled?.(data, null, input)
      return data
    } catch (caught) {
      const error = caught as error
      if (call === latest) set(stateOf<data, error, variables>('error', undefined, error, input))
      callbacks.onError?.(error, input)
      callbacks.onSettled?.(undefined, error, input)
      throw caught
    }
  }
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    mutateAsync,
    mutate(input, callbacks) {
      mutateAsync(input, callbacks).catch(() => undefined)
    },
    reset() {
      latest++
      set(stateOf<data, error, variables>('idle', undefined, null, undefined))
    },
  }
}
