import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { labelOf, readLabels } from '../../eval/replay/labels.ts';
import { anchorOf, isEvaluatedRemark, lineAnchor, notAFindingKind, remarksOfFeedback } from '../../eval/replay/remark.ts';
import { isQuestion } from '../../eval/replay/score.ts';
import { readSharedLabels, sharedLabelOf } from '../../eval/replay/shared-labels.ts';
import { readSharedReadme, studentAnswersOfLog } from '../../eval/replay/shared-walk.ts';
import { parseTableNotation } from '../../eval/replay/walk.ts';
import { renderFindings, renderMessage } from '../kinds/render.ts';
import { loadWalks } from '../../eval/replay/walk-evaluation.ts';
import type { FeedbackRequest } from '../engine/coach.ts';
import { finding } from '../findings/finding.ts';
import { checkLlmFindings, llmKindsAsked } from '../llm/llm-findings.ts';

const folder = () => mkdtempSync(path.join(tmpdir(), 'walk-replay-'));

describe('reading the shared walk', () => {
  it('takes each student answer of a log, lines and paragraphs kept, and the answers language from the README', () => {
    const log = [
      '# walk coh-en-9: POST /api/Coherence  site language=en  (2026-11-25 15:59)',
      'COACH:',
      'Paste your text.',
      '',
      '===== answer 1 (stage 2 -> 3)',
      'STUDENT:',
      'First paragraph.',
      '',
      'Second paragraph.',
      'COACH:',
      'Thank you!',
      '',
      '===== answer 2 (stage 4 -> 5)',
      'STUDENT:',
      'TABLE Pronoun | Word || they | cells || it | ',
      '',
    ].join('\n');
    expect(studentAnswersOfLog(log)).toEqual([
      { number: 1, text: 'First paragraph.\n\nSecond paragraph.' },
      { number: 2, text: 'TABLE Pronoun | Word || they | cells || it |' },
    ]);
    expect(parseTableNotation('TABLE Pronoun | Word || they | cells || it |')).toEqual({
      headers: ['Pronoun', 'Word'],
      rows: [['they', 'cells'], ['it', '']],
    });
    const readme = '| walk | exercise | language (answers / UI) | field, quality |\n| --- | --- | --- | --- |\n| hl-he-2 | Half Life | he / en | ecology |\n| eth-en-1 | Ethics | en | medicine |\n';
    expect(readSharedReadme(readme)).toEqual(
      new Map([
        ['hl-he-2', { language: 'he', about: 'ecology' }],
        ['eth-en-1', { language: 'en', about: 'medicine' }],
      ]),
    );
  });

  it('skips the shared walk with its reason when the folder is missing', () => {
    const sources = loadWalks({ sharedDir: path.join(folder(), 'absent'), repoDir: folder() });
    expect(sources.walks).toEqual([]);
    expect(sources.sharedMissing).toMatch(/no shared walk at .*absent \(set COACH_WALKS_DIR/);
  });
});

describe('a shared label for a replayed remark', () => {
  const dir = folder();
  const file = path.join(dir, 'labels.tsv');
  writeFileSync(
    file,
    [
      'file\tremark (excerpt)\tclass\treason',
      'hl-en-1.log\t[st3] Your suitability ... score was 95.\tTRUE-GENERIC\tscore',
      'hl-en-1.log\t"[st3] Your longest sentence has 21 words: ""Babies born too early ..."" try splitting it"\tTRUE-ACTIONABLE\tspecific',
      'hl-en-2.log\t[st5] You used no rare words ... Well done! (elementary readers)\tFALSE\transomware',
      'coh-en-1.log\t[Q3] I found no pronoun whose referent is unclear\tFALSE\tIt ... lifted it',
      'eth-en-1.log\tQuestions: Did everyone ... agree to it ... withdraw? / Could anyone be identified ...?\tTRUE-GENERIC\tapt',
    ].join('\n'),
  );
  const labels = readSharedLabels(file);
  const at = (walk: string, fromStage: number, question: number | null = null) => ({ walk, fromStage, question });

  it('is the one of its walk and stage whose whole excerpt the remark bears out, quotes and case aside', () => {
    expect(sharedLabelOf(labels, at('hl-en-1', 3), 'Your suitability for a general audience score was 95.')?.class).toBe('TRUE-GENERIC');
    expect(
      sharedLabelOf(labels, at('hl-en-1', 3), 'Your longest sentence has 21 words: “Babies born too early have weak immune systems.” Try splitting it.')?.class,
    ).toBe('TRUE-ACTIONABLE');
    expect(sharedLabelOf(labels, at('hl-en-2', 5), 'You used no rare words that your readers might not know. Well done!')?.class).toBe('FALSE');
    expect(sharedLabelOf(labels, at('coh-en-1', 9, 3), 'I found no pronoun whose referent is unclear: each “this” follows what it names.')?.class).toBe('FALSE');
    expect(sharedLabelOf(labels, at('eth-en-1', 3), 'Could anyone be identified from what you show, even indirectly?')?.class).toBe('TRUE-GENERIC');
  });

  it('is none for another stage, question or walk, or for a remark whose wording or figures changed', () => {
    expect(sharedLabelOf(labels, at('hl-en-1', 4), 'Your suitability for a general audience score was 95.')).toBeUndefined();
    expect(sharedLabelOf(labels, at('coh-en-1', 9, 4), 'I found no pronoun whose referent is unclear.')).toBeUndefined();
    expect(sharedLabelOf(labels, at('hl-en-2', 3), 'Your suitability for a general audience score was 95.')).toBeUndefined();
    expect(sharedLabelOf(labels, at('hl-en-1', 3), 'Your suitability for a general audience score was 94, nicely done; you used 58 words.')).toBeUndefined();
  });
});

describe('the repo labels', () => {
  const header = 'walk\tanswer\tkind\tremark\tclass\treason\tanchor\n';
  const at = (anchor: string, text: string) => ({ walk: 'hl-en-3', answer: 2, kind: 'sentence.tooLong', anchor, text });

  it('key a remark by walk, answer, kind and anchor, so a reworded message keeps its label', () => {
    const file = path.join(folder(), 'labels.tsv');
    writeFileSync(file, `${header}hl-en-3\t2\tsentence.tooLong\tYour longest sentence has 31 words\tTRUE-ACTIONABLE\tnames it\t40-212\n`);
    const labels = readLabels(file);
    expect(labelOf(labels, at('40-212', 'Split your 31-word sentence'))?.class).toBe('TRUE-ACTIONABLE');
    // The same words about another sentence are another remark.
    expect(labelOf(labels, at('300-350', 'Your longest sentence has 31 words'))).toBeUndefined();
  });

  it('match a row written before anchors by its text; a row with no class yet is no label; a wrong class throws', () => {
    const file = path.join(folder(), 'labels.tsv');
    writeFileSync(file, `${header}hl-en-3\t2\tsentence.tooLong\tYour longest  sentence\tTRUE-ACTIONABLE\tnames it\nhl-en-3\t3\tjargon.rareWords\tWill readers know?\t\t\n`);
    const labels = readLabels(file);
    expect(labels.size).toBe(1);
    expect(labelOf(labels, at('40-212', 'Your longest sentence'))?.reason).toBe('names it');
    writeFileSync(file, `${header}hl-en-3\t2\tsentence.tooLong\tx\tTRUE\tr\t\n`);
    expect(() => readLabels(file)).toThrow(/labels.tsv:2: class "TRUE"/);
  });
});

describe('the remarks of a feedback', () => {
  it('are its findings as the chat shows them, with their spans, and every other line under a kind of its own', () => {
    const text = 'Gardens reduce crime. Therefore we must act.';
    const request: FeedbackRequest = { exercise: 'persuasive', stage: 3, task: 't', text, audience: null, focus: ['logos'] };
    const cause = finding('logos.causeLink', { key: 'logos.causeLink', params: { connectors: '“Therefore”' } }, { start: 22, end: 31 });
    const remarks = remarksOfFeedback(
      request,
      { messages: ['Logos (reasoning and evidence)<br />You link cause and effect with “Therefore”: check that each link is one your evidence shows, not only two things that changed together.'], measures: null, suggestion: null, source: 'builtin', findings: [cause] },
      'en',
    );
    expect(remarks).toEqual([
      { kind: notAFindingKind, text: 'Logos (reasoning and evidence)', span: null, source: null, anchor: lineAnchor('Logos (reasoning and evidence)') },
      { kind: 'logos.causeLink', text: 'You link cause and effect with “Therefore”: check that each link is one your evidence shows, not only two things that changed together.', span: { start: 22, end: 31, quoted: 'Therefore' }, source: 'rules', anchor: '22-31' },
    ]);
  });

  it('score each check passed of a summary line alone, as the line says it, and leave the figures out', () => {
    const text = 'Participants give informed consent and can withdraw. Faces are blurred so no one is recognised.';
    const request: FeedbackRequest = { exercise: 'ethics', stage: 2, task: 't', text, audience: null, focus: ['ethics'], context: { issue: 'We film patients in a clinic.' } };
    // The line of the concerns named, as the LLM coach's model makes it (llm-findings.ts).
    const answer = JSON.stringify({
      findings: [
        { kind: 'ethics.named.stakeholders', verdict: 'holds', quote: 'Participants', message: '' },
        { kind: 'ethics.named.consent', verdict: 'holds', quote: 'informed consent', message: '' },
      ],
    });
    const { findings } = checkLlmFindings(answer, request, llmKindsAsked(request))!;
    const remarks = remarksOfFeedback(request, { messages: [renderFindings(findings)], measures: null, suggestion: null, source: 'llm', findings }, 'en');
    const line = remarks.find((remark) => remark.kind === 'summary.ethicsNamed')!;
    expect(isEvaluatedRemark(line)).toBe(false);
    const parts = remarks.filter((remark) => remark.partOf === 'summary.ethicsNamed');
    expect(parts.map((part) => part.kind)).toEqual(['ethics.named.stakeholders', 'ethics.named.consent']);
    expect(parts[0]?.text).toMatch(/^who is affected \(“[^”]+”/u);
    for (const part of parts) {
      expect(isEvaluatedRemark(part)).toBe(true);
      expect(line.text).toContain(part.text);
    }
    // The line comes first, its parts right after it.
    expect(remarks.slice(remarks.indexOf(line) + 1, remarks.indexOf(line) + 1 + parts.length)).toEqual(parts);

    const halfLife: FeedbackRequest = { exercise: 'half-life', stage: 3, task: 't', text: 'Aquifers are layers of rock that hold water.', audience: null, focus: ['jargon'] };
    const explained = finding('summary.explained', { key: 'jargon.explained.one', params: { words: '<strong>Aquifers</strong>' } }, { start: 0, end: 8 });
    const noRare = finding('summary.noRareWords', { key: 'summary.noRareWords' });
    const summary = {
      ...finding('summary.figures', {
        key: 'summary.line',
        params: { line: 'Your suitability for a general audience score was 95, nicely done. No rare word to ask about for these readers. You explain <strong>Aquifers</strong> where you use it: a reader can follow it without a simpler word.' },
      }),
      parts: [noRare, explained],
    };
    const figures = remarksOfFeedback(halfLife, { messages: [renderMessage(summary.message, 'en')], measures: null, suggestion: null, source: 'builtin', findings: [summary] }, 'en');
    expect(figures.filter(isEvaluatedRemark)).toEqual([
      { kind: 'summary.noRareWords', text: 'No rare word to ask about for these readers.', span: null, source: 'rules', partOf: 'summary.figures', anchor: anchorOf(noRare) },
      { kind: 'summary.explained', text: 'You explain Aquifers where you use it: a reader can follow it without a simpler word.', span: { start: 0, end: 8, quoted: 'Aquifers' }, source: 'rules', partOf: 'summary.figures', anchor: '0-8' },
    ]);
    // A part the line does not say is no remark the writer reads: the replay refuses it.
    const unsaid = { ...summary, parts: [finding('summary.sentences', { key: 'summary.noRareWords' }), finding('pathos.valueNamed', { key: 'summary.words', params: { used: 1, count: 1, target: 2, min: 1, max: 3 } })] };
    expect(() => remarksOfFeedback(halfLife, { messages: [renderMessage(summary.message, 'en')], measures: null, suggestion: null, source: 'builtin', findings: [unsaid] }, 'en')).toThrow(/not in it/u);
  });

  it('anchor a finding with no span by its message key and parameters, not by its wording', () => {
    const near = (words: number) => finding('summary.sentences', { key: 'sentence.nearComfortable', params: { words, count: words, readers: 'the general public', label: 'about 20 words' } });
    expect(anchorOf(near(22))).toMatch(/^m:[0-9a-f]{12}$/u);
    expect(anchorOf(near(22))).toBe(anchorOf(near(22)));
    expect(anchorOf(near(23))).not.toBe(anchorOf(near(22)));
  });

  it('count as questions when their first clause asks one', () => {
    expect(isQuestion({ text: 'Will readers aged 12 know “telemetry”? If not, explain it.' })).toBe(true);
    expect(isQuestion({ text: 'Will adults (mixed backgrounds.) know accented? If not, replace it.' })).toBe(true);
    expect(isQuestion({ text: 'This claim has no support: “Gardens cut crime.” What figure could back it?' })).toBe(false);
    expect(isQuestion({ text: 'Your longest sentence has 21 words.' })).toBe(false);
    expect(isQuestion({ text: 'هل سيعرف القرّاء الاختصار «ESBL»؟ لم يُكتب كاملًا حيث يرد أول مرة.' })).toBe(true);
    expect(isQuestion({ text: 'أطول جملة في نصك فيها 30 كلمة.' })).toBe(false);
    // A question kind states its fact first.
    const certainty = 'In “This proves that screening saves lives”, the wording “proves that” says your evidence proves it. Does it prove it, or suggest it?';
    expect(isQuestion({ text: certainty, kind: 'claims.certainty' })).toBe(true);
    expect(isQuestion({ text: certainty })).toBe(false);
  });
});
