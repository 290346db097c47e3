import account from './account.json';
import forms from './forms.json';
import notifications from './notifications.json';
import profile from './profile.json';
import signup from './signup.json';

/** The namespaces of signup and the account pages in this language, loaded when first needed. */
export default { account, forms, notifications, profile, signup };
