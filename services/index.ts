// The entry of the `walletdock-services` package: what walletdock's CLI loads for `appkit dev` and
// `appkit admin` (cli/loadServices.ts). The rest of services/ is reached through these.
export { type AdminCommand, runAdminCommand } from './admin/commands.js'
export { ensurePolkadotChainWorkspace } from './chain/polkadot/polkadotChainWorkspace.js'
export { openDatabase } from './db/openDatabase.js'
export { readAdminChannel, sendAdminCommand } from './dev/adminChannel.js'
export { formatDevStack } from './dev/formatDevStack.js'
export { readPriceTable } from './dev/readPriceTable.js'
export { type DevStack, type StartDevStackOptions, startDevStack } from './dev/startDevStack.js'
export { watchStopSignals } from './dev/watchStopSignals.js'
