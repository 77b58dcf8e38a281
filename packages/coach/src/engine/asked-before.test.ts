import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-message.ts';
import { askedBefore, wasAsked } from './asked-before.ts';

const plain = ' The children water the plants in the garden every day.'.repeat(6);
const student = (text: string): ChatMessage => ({ id: `s-${text.length}`, text, isStudent: true, inputType: 'text' });
const asking = (subject: string, answer?: 'readersKnow' | 'willChange'): ChatMessage => ({
  id: `c-${subject}`,
  text: `“${subject}” is a rare word…`,
  isStudent: false,
  inputType: 'text',
  remarks: [{ line: 0, kind: 'jargon.wordsForReaders', stage: 3, field: 'text120First', subject, ...(answer ? { answer } : {}) }],
});
const aquiferAsked = (conversation: ChatMessage[], text: string) => wasAsked(askedBefore(conversation, text), 'jargon.wordsForReaders', 'Aquifer');

describe('what the coach asked before in a session', () => {
  const v1 = `We map the aquifer.${plain}`;
  const v2 = `The aquifer is deep.${plain}`;
  const v3 = `The aquifer is old.${plain}`;

  it('asks once more in the next version that keeps the word, as an instructor points at it again', () => {
    expect(aquiferAsked([student(v1), asking('aquifer'), student(v2)], v2)).toBe(false);
  });

  it('never asks a third time', () => {
    expect(aquiferAsked([student(v1), asking('aquifer'), student(v2), asking('aquifer'), student(v3)], v3)).toBe(true);
  });

  it('does not ask again about a text the writer sent before (pasted unchanged, or the text a question is about)', () => {
    expect(aquiferAsked([student(v1), asking('aquifer'), student(v1)], v1)).toBe(true);
    expect(aquiferAsked([student(v1), asking('aquifer'), student('My question was whether the water table falls in dry years.')], v1)).toBe(true);
  });

  it('asks once more about the revision a Coherence or Critical Thinking question reads (w62: RAVLT kept in the revised summary)', () => {
    const answer = student('The main purpose is to test whether the water table falls.');
    // Asked, a turn after v1, at question 1; the revision v2 follows; question 2 reads v2.
    const conversation = [student(v1), answer, asking('aquifer'), student(v2), student('Does pumping lower the water table in dry years?')];
    expect(aquiferAsked(conversation, v2)).toBe(false);
    expect(askedBefore(conversation, v2)).toEqual([{ kind: 'jargon.wordsForReaders', subject: 'aquifer', again: true }]);
    // Asked again about v2 at question 2: question 3 reads v2 too, and asks nothing about it again.
    expect(aquiferAsked([...conversation, asking('aquifer'), student('The levels fell by a metre.')], v2)).toBe(true);
  });

  it('never asks again after "My readers know it"', () => {
    expect(aquiferAsked([student(v1), asking('aquifer', 'readersKnow'), student(v2)], v2)).toBe(true);
    expect(aquiferAsked([student(v1), asking('aquifer', 'willChange'), student(v2)], v2)).toBe(false);
  });

  it('counts each abbreviation a question named with others, so none is asked a third time (w55: CRISPR)', () => {
    const abbreviations = (subject: string): ChatMessage => ({
      ...asking(subject),
      remarks: [{ line: 0, kind: 'abbreviations.askReaders', stage: 3, field: 'text120First', subject }],
    });
    const conversation = [student(v1), abbreviations('CRISPR RPA'), student(v2), abbreviations('CRISPR'), student(v3)];
    expect(wasAsked(askedBefore(conversation, v3), 'abbreviations.askReaders', 'CRISPR')).toBe(true);
    expect(wasAsked(askedBefore(conversation, v3), 'abbreviations.askReaders', 'RPA')).toBe(false);
  });

  it('keeps apart the kinds that ask about one word', () => {
    expect(wasAsked(askedBefore([student(v1), asking('aquifer'), student(v1)], v1), 'abbreviations.askReaders', 'aquifer')).toBe(false);
  });
});
