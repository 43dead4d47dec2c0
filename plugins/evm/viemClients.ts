/**
 * viem's client factories, loaded on first use through `import('./viemClients.js')`, never `import('viem')`.
 * An app that imports viem itself (any wagmi app) has viem's entry module in its first chunk; a dynamic
 * import of that entry resolves there, so the bundler moved every viem function the plugin asked for
 * (the public and wallet clients with all their actions, ox's and noble's curves and ABI tables built at
 * module load) into the app's first chunk, evaluated at page load: about 330 KB of code, and 0.5 MiB of heap
 * after open in the bench's every-plugin app.
 * Through a module of our own they stay in a chunk that loads when a client is first needed.
 */
export { createPublicClient, createWalletClient, custom, http } from 'viem'
