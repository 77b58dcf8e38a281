// Half Life's four texts in the chat (about 120, 60, 30 and again 120 words), up to the
// question which version suits a general audience better.
import { textOfWords, type ChatPage } from './exercise-chat.ts';

export async function writeAllFour(chat: ChatPage): Promise<void> {
  await chat.send(textOfWords(120));
  await chat.waitFor('only 60 words (45–75)');
  await chat.send(textOfWords(60));
  await chat.waitFor('only 30 words (20–40)');
  await chat.send(textOfWords(30));
  await chat.waitFor('you get all 120 words back');
  await chat.send(textOfWords(120));
  await chat.waitFor('Which one do you think suits a general audience better?');
}
