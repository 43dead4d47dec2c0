import { BaseError } from '../errors/base.js'

/** A typed key for something one plugin provides and others use (the embedded-wallet frame is one). */
export type ServiceKey<value> = { readonly name: string; readonly __value?: value }

/** Keys compare by identity, so two plugins that pick the same name still get separate slots. */
export function defineServiceKey<value>(name: string): ServiceKey<value> {
  return Object.freeze({ name })
}

export class ServiceNotProvidedError extends BaseError {
  override name = 'ServiceNotProvidedError'
  constructor({ key }: { key: string }) {
    super(`Service "${key}" is not provided`, {
      metaMessages: ['List the plugin that provides it before the plugins that use it in `plugins`.'],
    })
  }
}

export class ServiceAlreadyProvidedError extends BaseError {
  override name = 'ServiceAlreadyProvidedError'
  constructor({ key }: { key: string }) {
    super(`Service "${key}" is already provided`)
  }
}

export type ServiceRegistry = {
  provide<value>(key: ServiceKey<value>, value: value): () => void
  use<value>(key: ServiceKey<value>): value
  has(key: ServiceKey<unknown>): boolean
}

export function createServiceRegistry(): ServiceRegistry {
  const values = new Map<ServiceKey<unknown>, unknown>()
  return {
    provide(key, value) {
      if (values.has(key)) throw new ServiceAlreadyProvidedError({ key: key.name })
      values.set(key, value)
      return () => {
        if (values.get(key) === value) values.delete(key)
      }
    },
    use<value>(key: ServiceKey<value>): value {
      if (!values.has(key)) throw new ServiceNotProvidedError({ key: key.name })
      return values.get(key) as value
    },
    has: (key) => values.has(key),
  }
}
