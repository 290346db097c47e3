import chat from './chat.json';
import discovery from './discovery.json';

/**
 * The namespaces of meeting other members in this language (profile view, likes, matches,
 * blocking, reports, the chat), loaded together when a page first needs them.
 */
export default { chat, discovery };
