// The floor page (bench/floor) with the app's own wagmi config (bench/wagmiConfig.ts) kept as the bench's wagmi
// apps keep it (pluginSet.ts WAGMI_APP_PRELUDE): what an app that already uses wagmi loads without walletdock.
import { mountFloor } from '../../floor/src/Floor.js'
import { wagmiConfig } from '../../wagmiConfig.js'

const page = globalThis as { wagmiConfig?: unknown }
page.wagmiConfig = wagmiConfig
mountFloor()
