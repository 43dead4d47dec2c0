/** The local Farcaster sign-in relay (docs/embedded-wallet.md, Farcaster). Ours unless FIP-11 gives them. */

/** The IdRegistry's address on OP mainnet; the local one sits at the same address on the dev chain, so the published auth client finds it. */
export const ID_REGISTRY_ADDRESS = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
/** A channel lives 5 minutes, longer than the frame's 120 s connect wait. */
export const CHANNEL_TTL_MS = 5 * 60_000
/** At most this many open channels; the oldest of the client holding the most goes first. */
export const MAX_CHANNELS = 10_000
/** At most this many bytes held by all open channels (their fields and URLs); the oldest of the client holding the most goes first. */
export const MAX_CHANNEL_BYTES = 4 * 1024 * 1024
/** One anonymous client (one address) opens at most this many channels a minute: 429 beyond. */
export const CHANNELS_PER_CLIENT_PER_MINUTE = 120
/** A known service (the secure site, which opens a channel per sign-in of its users and limits each user) opens at most this many a minute. */
export const CHANNELS_PER_SERVICE_PER_MINUTE = 6_000
/** A service's key (services/farcaster/createFarcasterRelayApp.ts); ours, not FIP-11's. */
export const SERVICE_KEY_HEADER = 'x-appkit-relay-service-key'
/** The end client a service opens a channel for (opaque to the relay, at most 128 characters): channels are held per end client. */
export const END_CLIENT_HEADER = 'x-appkit-relay-end-client'
/** Every relay request body is at most 16 KiB. */
export const RELAY_MAX_BODY_BYTES = 16 * 1024
/** The key a Farcaster client sends as X-Farcaster-Auth-Relay-Key to the local relay (appkit dev's default; published in dev.json). */
export const DEV_FARCASTER_CLIENT_KEY = 'appkit-dev-farcaster-client'
/** The statement and chain id of a Sign In With Farcaster message (FIP-11). */
export const SIWF_STATEMENT = 'Farcaster Auth'
export const SIWF_CHAIN_ID = 10
