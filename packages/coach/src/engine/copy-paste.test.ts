import { describe, expect, it } from 'vitest';
import { halfLifeScript } from '../scripts/half-life.ts';
import { pasteEvidence, readCopyPasteRecord, withCopyPasteEvidence } from './copy-paste.ts';
import { parseExerciseRequest, toWireMessage } from '../wire/schemas.ts';

describe('copyPasteCheck evidence', () => {
  it('caps pasted characters at the answer length and counts nothing when not pasted', () => {
    expect(pasteEvidence('abcdef', true, 400)).toEqual({ pasted: true, pastedChars: 6, chars: 6 });
    expect(pasteEvidence('abcdef', false, 4)).toEqual({ pasted: false, pastedChars: 0, chars: 6 });
    expect(pasteEvidence('אבג', true, -3)).toEqual({ pasted: true, pastedChars: 0, chars: 3 });
  });

  it('adds one entry per stage, replacing a stage answered again, and ignores a malformed record', () => {
    const first = withCopyPasteEvidence(undefined, 3, { pasted: true, pastedChars: 5, chars: 9 });
    const second = withCopyPasteEvidence(first, 4, { pasted: false, pastedChars: 0, chars: 7 });
    const again = withCopyPasteEvidence(second, 4, { pasted: true, pastedChars: 7, chars: 7 });
    expect(JSON.parse(again)).toEqual({ '3': { pasted: true, pastedChars: 5, chars: 9 }, '4': { pasted: true, pastedChars: 7, chars: 7 } });
    expect(readCopyPasteRecord(true)).toEqual({});
    expect(readCopyPasteRecord('{"x": 1, "2": {"pasted": "yes"}}')).toEqual({});
  });
});

describe('Pasted and PastedChars on the wire', () => {
  it('are read on the student message in either casing and written back capitalised', () => {
    const body = { currentStage: 3, Messages: [{ Text: 'hello world', IsStudent: true, pasted: 'true', pasted_chars: '4' }] };
    const request = parseExerciseRequest(halfLifeScript, body);
    expect(request.paste).toEqual({ pasted: true, pastedChars: 4, chars: 11 });
    expect(toWireMessage(request.messages[0]!)).toMatchObject({ Pasted: true, PastedChars: 4 });
  });

  it('are absent for a message without them and ignored on a bot message', () => {
    expect(parseExerciseRequest(halfLifeScript, { currentStage: 3, Messages: [{ Text: 'hi', IsStudent: true }] }).paste).toBeNull();
    const bot = parseExerciseRequest(halfLifeScript, { Messages: [{ Text: 'hi', IsStudent: false, Pasted: true }] });
    expect(bot.messages[0]?.pasted).toBeUndefined();
  });
});
