// Drives the chat exercise screen in end-to-end tests.
import { expect, type Locator, type Page } from '@playwright/test';

const paragraph =
  'We study how wheat plants respond to drought. Our lab measures epigenetic methylation in roots during dry summers. ' +
  'This matters because farmers need crops that survive heat. We grow plants in greenhouses, stop watering them, ' +
  'and watch which genes switch on. Then we compare the strong plants with the weak ones and share the seeds.';

/** A text of exactly n whitespace-separated words. */
export function textOfWords(n: number): string {
  const source = paragraph.split(/\s+/);
  return Array.from({ length: n }, (_, index) => source[index % source.length]).join(' ');
}

/** Bot replies are shown 1000 ms apart, so a turn with feedback takes several seconds. */
export const TURN_TIMEOUT = 20_000;

export class ChatPage {
  readonly page: Page;
  readonly log: Locator;
  readonly textBox: Locator;

  constructor(page: Page) {
    this.page = page;
    this.log = page.getByRole('log', { name: 'Conversation with the writing coach' });
    this.textBox = page.getByRole('textbox', { name: 'Your message' });
  }

  option(label: RegExp): Locator {
    return this.log.getByRole('button', { name: label });
  }

  /** Waits until the coach has said `text` and has shown all of its reply. */
  async waitFor(text: string | RegExp): Promise<void> {
    await expect(this.log).toContainText(text, { timeout: TURN_TIMEOUT });
    await expect(this.log.getByText('The coach is typing…')).toHaveCount(0, {
      timeout: TURN_TIMEOUT,
    });
  }

  async send(text: string): Promise<void> {
    await this.textBox.fill(text);
    await this.page.getByRole('button', { name: 'Send' }).click();
  }
}
