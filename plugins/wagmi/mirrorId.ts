import { MIRROR_CONNECTOR_PREFIX } from './constants.js'

/** The modal connector's id of wagmi connector `connectorId`. */
export const mirrorIdOf = (connectorId: string): string => `${MIRROR_CONNECTOR_PREFIX}${connectorId}`
