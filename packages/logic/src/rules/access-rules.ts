// Shared with the server, which applies the same rules to a signup and to a visitor's search.
export {
  type LoggedOutSearchInput,
  loggedOutSearchVisible,
  signupsEnabled,
} from '@dating/contract/rules';
