// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '../../contract';
import {
  auditActionLabel,
  auditActionLabels,
  auditActions,
} from '../../contract/platform/audit-actions';

describe('audit actions in words (issue 35)', () => {
  it('has words for the action of every audited endpoint of the contract', () => {
    const audited = Object.values(api).flatMap((endpoint) =>
      'audit' in endpoint && endpoint.audit ? [endpoint.audit.action] : [],
    );
    expect(audited.length).toBeGreaterThan(40);
    for (const action of audited) expect(auditActions).toContain(action);
  });

  it('gives each code its own words, never the code itself', () => {
    const words = Object.values(auditActionLabels);
    expect(new Set(words).size).toBe(words.length);
    for (const code of auditActions) expect(auditActionLabel(code)).not.toBe(code);
  });

  it('shows a code it does not know as itself', () => {
    expect(auditActionLabel('gate.opened')).toBe('gate.opened');
    expect(auditActionLabel('event.update')).toBe('Edited an event');
  });
});
