// Chat messages in the site's language, from every area's catalogue (index.ts): what the engine
// sends. How a message is rendered is chat-renderer.ts.
import { chatRenderer } from './chat-renderer.ts';
import { chatCatalogues } from './index.ts';

export const { renderSaid, renderChatText, inEnglish } = chatRenderer(chatCatalogues);
