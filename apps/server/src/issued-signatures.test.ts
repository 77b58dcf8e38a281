// The one signer (security/signer.ts) keeps verifying what the six hand-made signers before it handed out: each value
// below was made by that code (taskIds in share links and histories, seals in clients' state,
// personal links' keys, trusted-device cookies, readers' stored keys) with the same secret.
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { sealedHistory, sealHistory } from './exercises/history-seal.ts';
import { signTaskId, verifyTaskId } from './exercises/task-token.ts';
import { isParticipantKey, participantKey } from './studies/participant-key.ts';
import { trustedDeviceId, trustedDeviceValue, TRUSTED_DEVICE_COOKIE } from './auth/trusted-device.ts';
import { readerKeyOf } from './reader-checks/reader-check-words.ts';

const secret = 'old-secret-'.padEnd(48, 'x');
const row = '3f2a1c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const study = 'study/s1/arm/slim/participant/p1';

/** Made by the code before signer.ts, with `secret`. */
const issued = {
  task: `${row}.ihCILsGh3KqAcc_XtPYTIZ83vqkXx3jiA95lkSHT7MQ`,
  taskOfUser: `${row}.gIAmOPRDSYdDOnBEkZL2CnmOt8fBJooThXj2RaAao30`,
  taskInStudy: `${row}.fXwlpEPmWLzhQglZp-cV1d310i9GwjYkA_DsPConA1Q`,
  seal: 'H71tO-9opXrGTIhtV0iJJIQ4c2JScq6_4AE0Irj3pSk.done,score',
  sealInStudy: 'HwLECznadfl9S4hYPDO-_UEOOJzSgnozk6oxqj5wZvs',
  participantKey: 'VwxLjtfzNaWTlwgGT_gQow',
  deviceCookie: 'nonce-0123456789abcdef.hUqIvrWleYNzRcNhMlxEcnU1_dG2ziyJkzRy3QSkT9Q',
  readerKey: 'zgU3IG0RZp4rwglOsKaS7TAwyUZHZMNHjOJxSHCJUxc',
};

const sealedState = { currentStage: 2, fields: { taskId: `${row}.x`, answer1: 'Some text', score: 0, done: false } };
const studyState = { currentStage: 1, fields: { participantName: 'P-001' } };
const cookieRequest = (value: string) => ({ cookies: { [TRUSTED_DEVICE_COOKIE]: value } }) as unknown as FastifyRequest;

describe('values signed before the one signer', () => {
  it('taskIds verify for their exercise, owner and scope, and are signed the same', () => {
    expect(verifyTaskId(secret, 'halfLife', issued.task, null)).toBe(row);
    expect(verifyTaskId(secret, 'halfLife', issued.taskOfUser, 'user-1')).toBe(row);
    expect(verifyTaskId(secret, 'halfLife', issued.taskInStudy, null, study)).toBe(row);
    expect(verifyTaskId(secret, 'halfLife', issued.taskInStudy, null)).toBeNull();
    expect(signTaskId(secret, 'halfLife', row, null)).toBe(issued.task);
  });

  it("a history's seal vouches for the history, also with the original client's blank defaults", () => {
    const claim = { seal: issued.seal, blankFields: [] };
    expect(sealedHistory(secret, 'halfLife', 'default', sealedState, claim)).toEqual(sealedState);
    // The original's client sends its defaults for fields the server never set: still vouched for.
    const sent = { ...sealedState, fields: { ...sealedState.fields, answer2: '' } };
    expect(sealedHistory(secret, 'halfLife', 'default', sent, { seal: issued.seal, blankFields: ['answer2', 'score', 'done'] })).toEqual(sealedState);
    expect(sealedHistory(secret, 'halfLife', 'research-full', studyState, { seal: issued.sealInStudy, blankFields: [] }, 'study/s1/arm/full/participant/p1')).toEqual(studyState);
    expect(sealHistory(secret, 'halfLife', 'default', sealedState)).toBe(issued.seal);
    const raised = { ...sealedState, currentStage: 3 };
    expect(sealedHistory(secret, 'halfLife', 'default', raised, claim)).toBeNull();
  });

  it("a personal link's key, a trusted-device cookie and a reader's key are the same", () => {
    expect(isParticipantKey(secret, 'study-1', 'p-001', issued.participantKey)).toBe(true);
    expect(participantKey(secret, 'study-1', ' P-001 ')).toBe(issued.participantKey);
    expect(trustedDeviceId(cookieRequest(issued.deviceCookie), secret, 'alice@example.org')).toBe('nonce-0123456789abcdef');
    expect(trustedDeviceId(cookieRequest(issued.deviceCookie), secret, 'bob@example.org')).toBeNull();
    expect(trustedDeviceValue(secret, 'Alice@Example.org', 'nonce-0123456789abcdef')).toBe(issued.deviceCookie);
    expect(readerKeyOf(secret, 'check-1', 'reader-token-1')).toBe(issued.readerKey);
  });
});
