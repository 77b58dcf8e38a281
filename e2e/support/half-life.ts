// Half Life in the chat: its four texts (about 120, 60, 30 and again 120 words), up to the
// question which version suits the readers better, and the choice that ends it.
import type { Page } from '@playwright/test';
import { ChatPage, textOfWords } from './exercise-chat.ts';

export async function writeAllFour(chat: ChatPage, revisedWords = 120): Promise<void> {
  await chat.send(textOfWords(120));
  await chat.waitFor('only 60 words (45–75)');
  await chat.send(textOfWords(60));
  await chat.waitFor('only 30 words (20–40)');
  await chat.send(textOfWords(30));
  await chat.waitFor('you get all 120 words back');
  await chat.send(textOfWords(revisedWords));
  await chat.waitFor('Which one do you think suits');
}

/** Opens Half Life, picks high-school readers and writes the four texts, up to the choice of version. */
export async function writeHalfLifeToTheChoice(page: Page): Promise<ChatPage> {
  const chat = new ChatPage(page);
  await page.goto('/half-life');
  await chat.waitFor('Welcome to the Half Life writing exercise');
  await chat.option(/^\(3\) High school/).click();
  await chat.waitFor('Please tell me what you study and why it is important.');
  await writeAllFour(chat, 118);
  return chat;
}

/** Picks the revised text, which ends the exercise. */
export async function chooseTheRevisedText(chat: ChatPage): Promise<void> {
  await chat.option(/^\(2\) My revised text/).click();
  await chat.waitFor("We're done!");
}
