import { HttpRequestError } from 'walletdock/errors'
import { type ApiClient, CACHE_TTL_MS, type Cache } from 'walletdock/plugin'
import { identityResponseSchema } from 'walletdock/protocol'
import { identityKey, NAME_SUFFIX, NAME_ZONE, nameKey } from './constants.js'
import { NameRegisterError, NameResolveError, NameSuggestionsError, NamesForAddressError } from './errors.js'
import {
  coinTypeFromChainId,
  type NameProfile,
  nameProfileSchema,
  registerResponseSchema,
  reverseResponseSchema,
  suggestionsResponseSchema,
} from './protocol/names.js'

export type Identity = { name: string | null; avatar: string | null }
export type Suggestion = { name: string; registered: boolean }
export type RegisterParameters = {
  /** The label the person chose (alice); the suffix is added. */
  label: string
  address: string
  chainId: number
  /** Asks the account's wallet to sign the registration message (personal_sign). */
  sign(message: string): Promise<string>
  attributes?: Record<string, string> | undefined
  now?: (() => number) | undefined
}

const API_VERSION = '2'

/**
 * The names plugin's side of the profile API (spec 7) and the identity lookup, each failure its spec
 * error: names resolve (cached 5 min, as ENS answers are), suggestions, an address's names, registration.
 */
export function createNamesClient({ api, cache }: { api: Pick<ApiClient, 'get' | 'post'>; cache: Cache }) {
  return {
    /** The account's name and avatar (/v1/identity), cached 5 min (spec 9); a failure is not cached. */
    identity: (address: string): Promise<Identity> =>
      cache.getOrLoad(identityKey(address), CACHE_TTL_MS.identity, () =>
        api.get({
          path: `v1/identity/${encodeURIComponent(address)}`,
          params: { sender: address },
          schema: identityResponseSchema,
        }),
      ),
    /** A name's record, or undefined when nobody registered it. */
    async resolve(name: string, signal?: AbortSignal): Promise<NameProfile | undefined> {
      try {
        return await cache.getOrLoad(nameKey(name), CACHE_TTL_MS.ens, () =>
          api.get({
            path: `v1/profile/account/${encodeURIComponent(name)}`,
            params: { apiVersion: API_VERSION },
            schema: nameProfileSchema,
            signal,
          }),
        )
      } catch (cause) {
        if (cause instanceof HttpRequestError && (cause.status === 404 || cause.status === 400))
          return undefined
        throw new NameResolveError({ cause })
      }
    },
    async suggestions(name: string, signal?: AbortSignal): Promise<Suggestion[]> {
      try {
        const answer = await api.get({
          path: `v1/profile/suggestions/${encodeURIComponent(name)}`,
          params: { zone: NAME_ZONE },
          schema: suggestionsResponseSchema,
          signal,
        })
        return answer.suggestions
      } catch (cause) {
        if (signal?.aborted) throw cause
        throw new NameSuggestionsError({ cause })
      }
    },
    async namesOf(address: string): Promise<NameProfile[]> {
      try {
        return await api.get({
          path: `v1/profile/reverse/${encodeURIComponent(address)}`,
          params: { sender: address, apiVersion: API_VERSION },
          schema: reverseResponseSchema,
        })
      } catch (cause) {
        throw new NamesForAddressError({ cause })
      }
    },
    /** Signs and registers `label` + the suffix; the account's identity is read again afterwards. */
    async register({ label, address, chainId, sign, attributes, now = Date.now }: RegisterParameters) {
      const name = `${label.toLowerCase()}${NAME_SUFFIX}`
      try {
        const coinType = coinTypeFromChainId(chainId)
        const message = JSON.stringify({
          name,
          address,
          coin_type: coinType,
          attributes: attributes ?? {},
          timestamp: Math.floor(now() / 1000),
        })
        const signature = await sign(message)
        await api.post({
          path: 'v1/profile/account',
          body: { coin_type: coinType, address, message, signature },
          schema: registerResponseSchema,
        })
      } catch (cause) {
        throw new NameRegisterError({ name, cause })
      }
      cache.delete(identityKey(address))
      cache.delete(nameKey(name))
      return name
    },
  }
}
export type NamesClient = ReturnType<typeof createNamesClient>

/** The address a name gives on a chain: the one under the chain's coin type, else any it has. */
export function addressOnChain(profile: NameProfile, chainId: number): string | undefined {
  const own = profile.addresses[String(coinTypeFromChainId(chainId))]?.address
  return own ?? Object.values(profile.addresses)[0]?.address
}
