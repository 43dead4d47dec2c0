/** `st` and `sv` on every services API call (spec section 7). */
export const SDK_TYPE = 'appkit'
export const SDK_VERSION = 'react-appkit-0.1.0'
