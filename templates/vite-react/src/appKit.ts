import { createAppKit } from 'walletdock'
import config from './appkit.config'

/** The app's one appkit instance: the provider gets it, and so do the evm helpers. */
export const appKit = createAppKit(config)
