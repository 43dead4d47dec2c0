export { NAME_SUFFIX, NAME_SUGGESTIONS_DEBOUNCE_MS, NAME_ZONE } from './constants.js'
export {
  NameAccountNotFoundError,
  NameRegisterError,
  NameResolveError,
  NameSuggestionsError,
  NamesForAddressError,
} from './errors.js'
export { names } from './names.js'
export { coinTypeFromChainId, isAccountName } from './protocol/nameRules.js'
