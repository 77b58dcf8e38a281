// A stage's number is its position in its script, and stored rows keep it (current_stage): these
// tests pin the numbers, so moving a stage cannot pass unnoticed (docs/exercises.md "Declared
// once"). Coherence and Critical Thinking pin theirs in their own tests.
import { describe, expect, it } from 'vitest';
import type { ExerciseId } from '@scicomm/shared/exercises';
import { exercises, fieldLabel, storedFields } from './registry.ts';
import { finishStages } from '../../testing/finish-stages.ts';
import { stageNumbers } from '../engine/script.ts';
import { storedStageNames } from './stored-stages.ts';
import { ethicsStages } from '../scripts/ethics.ts';
import { halfLifeStages } from '../scripts/half-life.ts';
import { persuasiveStages } from '../scripts/persuasive.ts';

describe('stage numbers', () => {
  it('are the positions stored rows mean', () => {
    expect(storedStageNames('halfLife')).toEqual([
      'greeting', 'name', 'audience', 'text120First', 'text60', 'text30', 'text120Last', 'whichIsBetter', 'finished',
      'reflection1', 'reflection2', 'reflection3', 'reflection4', 'reflectionOpen',
    ]);
    expect(storedStageNames('persuasive')).toEqual([
      'greeting', 'audience', 'audienceDetail', 'originalText', 'textLogos', 'sharedValue', 'pathosReflected', 'textPathos',
      'credibility', 'ethosReflected', 'textEthos', 'whichIsBetter', 'whyIsBetter', 'additionalInformation', 'whatYouHaveLearnt', 'finished',
    ]);
    expect(storedStageNames('ethics')).toEqual(['greeting', 'originalText', 'mitigateText', 'finalText', 'whichIsBetter', 'whyIsBetter', 'finished']);
  });

  it('finish where the browser’s finish rules say, without the browser loading the scripts', () => {
    expect(finishStages).toMatchObject({ halfLife: halfLifeStages.finished, persuasive: persuasiveStages.finished, ethics: ethicsStages.finished });
    for (const [id, stage] of Object.entries(finishStages)) {
      for (const variant of Object.values(exercises[id as ExerciseId].variants)) expect(variant.script.finishStage).toBe(stage);
    }
  });

  it('refuse a name no stage has, or one that two stages share', () => {
    const stage = (name: string) => ({ name, prompt: [], input: { kind: 'none' as const } });
    expect(stageNumbers([stage('a'), stage('b')], { second: 'b' })).toEqual({ second: 1 });
    expect(() => stageNumbers([stage('a')], { missing: 'b' })).toThrow('No single stage is named b.');
    expect(() => stageNumbers([stage('a'), stage('a')], { twice: 'a' })).toThrow('No single stage is named a.');
  });
});

describe('the fields a script stores', () => {
  it('are its declared fields but the row’s id and those it names unstored', () => {
    const halfLife = storedFields(exercises.halfLife.variants.standard.script);
    expect(halfLife).not.toContain('taskId');
    expect(halfLife).not.toContain('studentName');
    expect(halfLife.slice(0, 3)).toEqual(['isResearch', 'participantName', 'targetAudience']);
    expect(storedFields(exercises.ethics.variants.standard.script)).toEqual([
      'startTime',
      'copyPasteCheck',
      'coachFindings',
      'targetAudience',
      'detailedAudience',
      'originalText',
      'mitigateText',
      'mitigateTextGpt3',
      'finalText',
      'whichIsBetter',
      'whyIsBetter',
      'additionalInformation',
    ]);
  });

  it('are labelled from their names', () => {
    expect(fieldLabel('revisionAfterQuestion1')).toBe('Revision After Question 1');
    expect(fieldLabel('question2Choice')).toBe('Question 2 Choice');
    expect(fieldLabel('feedback5')).toBe('Feedback 5');
    expect(fieldLabel('reflectionOpenResponse')).toBe('Reflection Open Response');
  });
});
