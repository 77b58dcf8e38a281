// The closing reflections every research edition (and Coherence and Critical Thinking) ends
// with: four statements rated 1–5, then one open question.
import { expect } from '@playwright/test';
import type { ChatPage } from './exercise-chat.ts';

export async function answerReflections(
  chat: ChatPage,
  ratings = ['4', '5', '4', '3'],
): Promise<void> {
  for (const [index, rating] of ratings.entries()) {
    await chat.waitFor(`Statement ${index + 1} of 4`);
    await chat.option(new RegExp(`^\\(${rating}\\)`)).click();
  }
  await chat.waitFor('how did you feel during this exercise');
  await chat.send('It made me read my own text the way a reader would.');
  await expect(chat.page.getByText('The exercise is finished.')).toBeVisible({ timeout: 20_000 });
}
