import { defineAlert } from 'walletdock/plugin'

/** spec section 7: the on-ramp options could not be loaded; the view shows sample data instead. */
export const sampleOptionsAlert = defineAlert({
  code: 'ONRAMP_SAMPLE_DATA',
  variant: 'warning',
  message: 'On-ramp sample data',
  detail:
    'The on-ramp options could not be loaded; the currencies shown are sample data and cannot be bought.',
  once: true,
})
