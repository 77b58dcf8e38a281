import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-message.ts';
import { askedBefore, usesWord, wasAsked } from './asked-before.ts';

const plain = ' The children water the plants in the garden every day.'.repeat(6);
const student = (text: string): ChatMessage => ({ id: `s-${text.length}`, text, isStudent: true, inputType: 'text' });
const asking = (subject: string, answer?: 'readersKnow' | 'willChange'): ChatMessage => ({
  id: `c-${subject}`,
  text: `“${subject}” is a rare word…`,
  isStudent: false,
  inputType: 'text',
  remarks: [{ line: 0, kind: 'jargon.wordsForReaders', stage: 3, field: 'text120First', subject, ...(answer ? { answer } : {}) }],
});

describe('what the coach asked before in a session', () => {
  it('finds a word, not a part of a longer one, in any case', () => {
    expect(usesWord('We map the Aquifer.', 'aquifer')).toBe(true);
    expect(usesWord('We map the aquifers.', 'aquifer')).toBe(false);
    expect(usesWord('נבדוק את האקוויפר', 'האקוויפר')).toBe(true);
  });

  it('does not ask again of a word every later version kept', () => {
    const v1 = `We map the aquifer.${plain}`;
    const asked = askedBefore([student(v1), asking('aquifer'), student(`The aquifer is deep.${plain}`)], `The aquifer is deep.${plain}`);
    expect(wasAsked(asked, 'jargon.wordsForReaders', 'Aquifer')).toBe(true);
    expect(wasAsked(asked, 'abbreviations.askReaders', 'aquifer')).toBe(false);
  });

  it('asks again of a word a later version dropped and this one brings back', () => {
    const back = `The aquifer is back.${plain}`;
    const conversation = [student(`We map the aquifer.${plain}`), asking('aquifer'), student(`We map the water under the ground.${plain}`), student(back)];
    expect(wasAsked(askedBefore(conversation, back), 'jargon.wordsForReaders', 'aquifer')).toBe(false);
  });

  it('never asks again after "My readers know it", whatever the versions did', () => {
    const back = `The aquifer is back.${plain}`;
    const conversation = [asking('aquifer', 'readersKnow'), student(`We map the water under the ground.${plain}`), student(back)];
    expect(wasAsked(askedBefore(conversation, back), 'jargon.wordsForReaders', 'aquifer')).toBe(true);
  });

  it('reads a long answer about the text (a Critical Thinking answer) as no version of it', () => {
    const text = `We map the aquifer under the town.${plain}`;
    const answer = 'My question was whether farmers pump more in dry years, and the figures I gathered from the regional office over ten seasons suggest they do, though records before the drought are patchy and two wells were closed for repairs, so I would not lean on any single year of this series when I talk to the town council about it next month.';
    expect(wasAsked(askedBefore([student(text), asking('aquifer'), student(answer), student(text)], text), 'jargon.wordsForReaders', 'aquifer')).toBe(true);
  });

  it('reads short answers (a choice, a name) as no version of the text', () => {
    const text = `We map the aquifer.${plain}`;
    expect(wasAsked(askedBefore([asking('aquifer'), student('2'), student(text)], text), 'jargon.wordsForReaders', 'aquifer')).toBe(true);
  });
});
