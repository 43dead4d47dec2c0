/**
 * The Connect view's three sign-in methods (email, social, farcaster), which show together: one chunk
 * for the three slots' loaders, so opening the modal evaluates one module graph (and one interop copy of
 * React's exports) rather than three.
 */
export { createEmailSignIn } from './EmailSignIn.js'
export { createFarcasterSignIn } from './FarcasterSignIn.js'
export { createSocialSignIn } from './SocialSignIn.js'
