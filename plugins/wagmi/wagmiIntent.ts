/** A connection the user made through one of wagmi's connectors on this page: it leads over the modal's. */
export type WagmiIntent = { uid: string | undefined }
