import common from './common.json';
import errors from './errors.json';
import footer from './footer.json';
import home from './home.json';
import login from './login.json';
import members from './members.json';
import modals from './modals.json';
import navigation from './navigation.json';

/** The namespaces of the first paint in this language (see load-locale.ts). */
export default { common, errors, footer, home, login, members, modals, navigation };
