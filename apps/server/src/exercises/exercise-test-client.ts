// Plays the web client against the exercise API in tests and the benchmark: keeps the history
// the server returns and the whole conversation, and posts both on every turn (docs/product.md §7).
import type { FastifyInstance } from 'fastify';
import { exercises, parseExerciseRequest, type ExerciseVariant } from '@scicomm/coach';
import { SEAL_FIELD, sealHistory } from './history-seal.ts';

export interface WireMessage {
  Id: string;
  Text: string;
  IsStudent: boolean;
  InputType: string;
  [key: string]: unknown;
}

export interface TurnReply {
  messages: WireMessage[];
  updatedHistory: Record<string, unknown> & { currentStage: number };
}

export class ExerciseSession {
  history: Record<string, unknown>;
  conversation: WireMessage[] = [];
  lastReply: TurnReply | null = null;
  readonly app: FastifyInstance;
  readonly url: string;
  /** The site's language sent with every turn (none: the field is left out). */
  language: string | undefined;
  /** The writer's key terms sent with every turn (none: the field is left out). */
  keyTerms: string[] | undefined;

  constructor(app: FastifyInstance, url: string, history: Record<string, unknown> = {}) {
    this.app = app;
    this.url = url;
    this.history = history;
  }

  /**
   * Posts a turn (null: the first call on load) and returns the bot's texts. `extra` adds wire
   * fields to the student's message (Pasted, PastedChars).
   */
  async send(text: string | null, extra: Record<string, unknown> = {}): Promise<string[]> {
    if (text !== null) {
      this.conversation.push({
        Id: `student-${this.conversation.length}`,
        Text: text,
        IsStudent: true,
        InputType: 'text',
        ...extra,
      });
    }
    const res = await this.app.inject({
      method: 'POST',
      url: this.url,
      payload: {
        ...this.history,
        ...(this.language ? { language: this.language } : {}),
        ...(this.keyTerms ? { keyTerms: this.keyTerms } : {}),
        Messages: this.conversation,
      },
    });
    if (res.statusCode !== 200)
      throw new Error(`${this.url} answered ${res.statusCode}: ${res.body}`);
    const reply = res.json<TurnReply>();
    this.lastReply = reply;
    this.history = reply.updatedHistory;
    this.conversation.push(...reply.messages);
    return reply.messages.map((message) => message.Text);
  }

  /** Posts a table-input answer as the web client does: the HTML table plus TableHeaders and TableData. */
  async sendTable(headers: string[], rows: string[][]): Promise<string[]> {
    const cells = (row: string[], tag: string) =>
      row.map((cell) => `<${tag}>${cell}</${tag}>`).join('');
    this.conversation.push({
      Id: `student-${this.conversation.length}`,
      Text: `<table><thead><tr>${cells(headers, 'th')}</tr></thead><tbody>${rows.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('')}</tbody></table>`,
      IsStudent: true,
      InputType: 'table',
      TableHeaders: headers,
      TableData: rows,
    });
    const texts = await this.send(null);
    return texts;
  }

  get stage(): number {
    return Number(this.history.currentStage);
  }

  get taskId(): string | undefined {
    return typeof this.history.taskId === 'string' ? this.history.taskId : undefined;
  }

  /** The stored row's id (the part of the taskId before the signature). */
  get rowId(): string {
    const taskId = this.taskId;
    if (!taskId) throw new Error('No task stored yet.');
    return taskId.split('.')[0] ?? '';
  }
}

/**
 * A text of exactly n whitespace-separated words in short sentences, starting with `first` and a
 * verb (a noun after it would make the two one term, which gets no simpler word).
 */
/** n words whose first sentence is 30 words long: the coach says so (a remark to report). */
export function essayWithLongSentence(n: number): string {
  const long = ['Epigenetics', ...Array.from({ length: 28 }, () => 'plants'), 'grow.'];
  return [...long, essay(n - long.length, 'Plants')].join(' ');
}

export function essay(n: number, first = 'Epigenetics'): string {
  const words = [first];
  for (let index = 1; index < n; index += 1)
    words.push((index + 1) % 8 === 0 || index === n - 1 ? 'plants.' : index === 1 ? 'helps' : 'plants');
  return words.join(' ');
}

/**
 * A request body as the server would have handed its history out: with the history seal of the
 * public route `url` ("/api/HalfLife"), for tests that start from a history the server made.
 */
export function sealed(
  app: FastifyInstance,
  url: string,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const route = url.replace(/^\/api\//, '');
  for (const [exercise, { variants }] of Object.entries(exercises)) {
    for (const [variantName, variant] of Object.entries(
      variants as Record<string, ExerciseVariant>,
    )) {
      if (variant.route !== route) continue;
      const { history } = parseExerciseRequest(variant.script, body);
      return {
        ...body,
        [SEAL_FIELD]: sealHistory(app.config.authSecret, exercise, variantName, history),
      };
    }
  }
  throw new Error(`No public exercise route ${url}`);
}
