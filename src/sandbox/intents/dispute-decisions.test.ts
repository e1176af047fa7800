import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeDecision, Intent, IntentStatus } from '../../server/types.js';
import { intentSteps } from '../../../test/support/intents.js';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await openTestSandbox();
});
afterAll(() => t.close());
const { disputed, decisionPath, decide } = intentSteps(() => t);

describe('PUT …/disputes/{DisputeId}/decision', () => {
  type DisputeStatus = Extract<IntentStatus, 'DISPUTED' | DisputeDecision>;
  /** The decisions that lead from a fresh dispute to each status. */
  const history: Record<DisputeStatus, DisputeDecision[]> = {
    DISPUTED: [],
    DEFENDED: ['DEFENDED'],
    DISPUTED_WON: ['DISPUTED_WON'],
    DISPUTED_LOST: ['DISPUTED_LOST'],
  };

  async function intentIn(status: DisputeStatus): Promise<Intent> {
    let intent = await disputed();
    for (const decision of history[status]) intent = (await decide(intent, decision)).body;
    expect(intent.Status).toBe(status);
    return intent;
  }

  describe.each<[DisputeStatus, DisputeDecision, string]>([
    ['DISPUTED', 'DEFENDED', 'WIN_DISPUTE,LOSE_DISPUTE'],
    ['DISPUTED', 'DISPUTED_WON', ''],
    ['DISPUTED', 'DISPUTED_LOST', ''],
    ['DEFENDED', 'DISPUTED_WON', ''],
    ['DEFENDED', 'DISPUTED_LOST', ''],
  ])('allowed: %s → %s', (from, decision, nextActions) => {
    it(`answers the Intent in ${decision} with NextActions "${nextActions}"`, async () => {
      const intent = await intentIn(from);
      const answer = await decide(intent, decision);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        Id: intent.Id,
        Status: decision,
        Decision: decision,
        NextActions: nextActions,
        Dispute: { Id: intent.Dispute!.Id },
        AvailableAmountToSplit: decision === 'DISPUTED_WON' ? 2900 : 0,
      });
      expect((await t.call('GET', `${t.intents}/${intent.Id}`)).body).toEqual(answer.body);
    });
  });

  describe.each<[DisputeStatus, DisputeDecision]>([
    ['DEFENDED', 'DEFENDED'],
    ['DISPUTED_WON', 'DEFENDED'],
    ['DISPUTED_WON', 'DISPUTED_WON'],
    ['DISPUTED_WON', 'DISPUTED_LOST'],
    ['DISPUTED_LOST', 'DEFENDED'],
    ['DISPUTED_LOST', 'DISPUTED_WON'],
    ['DISPUTED_LOST', 'DISPUTED_LOST'],
  ])('refused: %s → %s', (from, decision) => {
    it('answers 400 with a clear message and changes nothing', async () => {
      const intent = await intentIn(from);
      const answer = await decide(intent, decision);
      expect(answer.status).toBe(400);
      expect(answer.body.Message).toBe(`Cannot apply ${decision} to an Intent in ${from}`);
      expect(answer.body.errors.Decision).toMatch(/^Expected /);
      expect((await t.call('GET', `${t.intents}/${intent.Id}`)).body).toEqual(intent);
    });
  });

  it.each([['WON'], [''], [null]])('answers 400 to Decision %j', async (Decision) => {
    const intent = await disputed();
    const answer = await decide(intent, Decision as string);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty('Decision');
  });

  it.each([
    [
      'intent',
      (a: Intent) =>
        `${t.intents}/int_00/captures/${a.Capture!.Id}/disputes/${a.Dispute!.Id}/decision`,
    ],
    [
      'capture',
      (a: Intent) =>
        `${t.intents}/${a.Id}/captures/int_capture_00/disputes/${a.Dispute!.Id}/decision`,
    ],
    [
      'dispute',
      (a: Intent) =>
        `${t.intents}/${a.Id}/captures/${a.Capture!.Id}/disputes/int_dispute_00/decision`,
    ],
    [
      'dispute of another Intent',
      (a: Intent, b: Intent) =>
        `${t.intents}/${a.Id}/captures/${a.Capture!.Id}/disputes/${b.Dispute!.Id}/decision`,
    ],
    [
      'capture of another Intent',
      (a: Intent, b: Intent) =>
        `${t.intents}/${a.Id}/captures/${b.Capture!.Id}/disputes/${a.Dispute!.Id}/decision`,
    ],
  ])('answers 404 to an unknown %s', async (_name, path) => {
    const [a, b] = await Promise.all([disputed(), disputed()]);
    const answer = await t.call('PUT', path(a, b), { json: { Decision: 'DEFENDED' } });
    expect(answer.status).toBe(404);
    expect((await t.call('GET', `${t.intents}/${a.Id}`)).body.Status).toBe('DISPUTED');
  });

  it('answers 401 without token and 405 to POST', async () => {
    const intent = await disputed();
    const path = decisionPath(intent);
    expect(
      (await t.call('PUT', path, { token: null, json: { Decision: 'DEFENDED' } })).status,
    ).toBe(401);
    expect((await t.call('POST', path, { json: { Decision: 'DEFENDED' } })).status).toBe(405);
  });

  it('follows paths whatever their case', async () => {
    const intent = await disputed();
    const path = decisionPath(intent)
      .replace('/V3.0/', '/v3.0/')
      .replace('/payins/intents/', '/PayIns/Intents/');
    expect((await t.call('PUT', path, { json: { Decision: 'DEFENDED' } })).body.Status).toBe(
      'DEFENDED',
    );
  });
});
