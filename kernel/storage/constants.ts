/** Every product key starts with this (spec section 3). */
export const STORAGE_PREFIX = '@appkit/'
