// Chat messages in the site's language, from every area's catalogue (catalogues.ts): what the engine
// sends. How a message is rendered is messages/chat-renderer.ts.
import { chatRenderer } from '../messages/chat-renderer.ts';
import { chatCatalogues } from './catalogues.ts';

export const { renderSaid, renderChatText, inEnglish } = chatRenderer(chatCatalogues);
