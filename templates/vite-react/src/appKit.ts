import { createAppKit } from 'walletdock'
import config from './appkit.config'

/** The app's one appkit instance: main.tsx hands it to <AppKitProvider>; components reach it through the hooks. */
export const appKit = createAppKit(config)
