/** The tracked events of spec section 7, the one list; MODAL_CREATED exists but is never sent. */
const ANALYTICS_EVENTS = [
  'MODAL_CREATED',
  'INITIALIZE',
  'SWITCH_NETWORK',
  'DISCONNECT_SUCCESS',
  'SOCIAL_LOGIN_STARTED', // spec data: an analytics event name of spec section 7, sent by a plugin
  'SOCIAL_LOGIN_REQUEST_USER_DATA', // spec data: an analytics event name of spec section 7, sent by a plugin
  'SOCIAL_LOGIN_SUCCESS', // spec data: an analytics event name of spec section 7, sent by a plugin
  'SOCIAL_LOGIN_ERROR', // spec data: an analytics event name of spec section 7, sent by a plugin
  'SET_PREFERRED_ACCOUNT_TYPE',
  'CONNECT_SUCCESS',
  'INTERNAL_SDK_ERROR',
  'ERROR_FETCH_TRANSACTIONS',
] as const
/** An event of spec section 7. */
export type SpecAnalyticsEvent = (typeof ANALYTICS_EVENTS)[number]
/** A spec event; plugins may send their own names too. */
export type AnalyticsEventName = SpecAnalyticsEvent | (string & {})

export type AnalyticsEventType = 'track' | 'error'

export type AnalyticsProps = {
  type: AnalyticsEventType
  event: AnalyticsEventName
  address?: string | undefined
  errorType?: string | undefined
  errorMessage?: string | undefined
  stackTrace?: string | undefined
  properties?: Record<string, unknown> | undefined
}

/** The body of POST /e. */
export type AnalyticsPayload = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: AnalyticsProps
}
