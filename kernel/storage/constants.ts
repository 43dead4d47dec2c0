/** Every product key starts with this (spec section 3). */
export const STORAGE_PREFIX = '@appkit/'
/**
 * A stored connected address (`@appkit/connected_address/<namespace>`, CAIP-10's account part): the storage
 * schema's rule (storage/keys.ts) and the one the first bundle checks before showing it (ssr/initialState.ts).
 */
export const STORED_ADDRESS_PATTERN = /^[-.%a-zA-Z0-9]{1,128}$/
