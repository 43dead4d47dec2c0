export { activity } from './activity.js'
export { ActivityAddressRequiredError, FetchTransactionsError } from './errors.js'
