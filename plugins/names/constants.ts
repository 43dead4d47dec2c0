/** spec section 9: name suggestions are asked 500 ms after the last key. */
export const NAME_SUGGESTIONS_DEBOUNCE_MS = 500
/** spec section 5: new names take this suffix (the names service's first; it is configuration there). */
export const NAME_SUFFIX = '.reown.id'
/** spec section 9: the suggestions' zone is fixed: the suffix without its dot. */
export const NAME_ZONE = 'reown.id'
/** Cache keys of what the names plugin reads (ctx.cache, shared by the instance's plugins). */
export const identityKey = (address: string) => `identity:${address.toLowerCase()}`
export const nameKey = (name: string) => `ens:${name.toLowerCase()}`
