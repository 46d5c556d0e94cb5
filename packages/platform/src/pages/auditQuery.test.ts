// The audit log in the address: what a reload or a shared link shows, nothing malformed gets through,
// and the API is asked with the empty filters left out.
import { describe, expect, it } from 'vitest';
import { auditQueryOf, auditRequestOf, auditSearchOf } from './AuditPage.tsx';

describe('the audit log in the address', () => {
  it('reads the filters and the page, and writes back only what differs from the defaults', () => {
    const query = auditQueryOf(
      new URLSearchParams(
        'actor=%20Auditor%20&action=shop.&targetType=shop&targetId=12&startDate=2026-11-01&endDate=2026-11-26&current=2&size=20',
      ),
    );
    expect(query).toEqual({
      actor: 'Auditor',
      action: 'shop.',
      targetType: 'shop',
      targetId: '12',
      startDate: '2026-11-01',
      endDate: '2026-11-26',
      current: 2,
      size: 20,
    });
    expect(auditSearchOf(query)).toEqual({
      actor: 'Auditor',
      action: 'shop.',
      targetType: 'shop',
      targetId: '12',
      startDate: '2026-11-01',
      endDate: '2026-11-26',
      current: '2',
      size: '20',
    });
    expect(auditRequestOf(query)).toEqual({
      actor: 'Auditor',
      action: 'shop.',
      targetType: 'shop',
      targetId: '12',
      startDate: '2026-11-01',
      endDate: '2026-11-26',
      current: 2,
      size: 20,
    });
  });

  it('reads anything malformed as the default, and asks without the empty filters', () => {
    const query = auditQueryOf(
      new URLSearchParams(
        `actor=${'a'.repeat(51)}&targetId=%20&startDate=2026-11-30&endDate=2026-11-01&current=0&size=7`,
      ),
    );
    expect(query).toEqual({
      actor: '',
      action: '',
      targetType: '',
      targetId: '',
      startDate: '',
      endDate: '',
      current: 1,
      size: 10,
    });
    expect(auditSearchOf(query)).toEqual({});
    expect(auditRequestOf(query)).toEqual({ current: 1, size: 10 });
    expect(auditQueryOf(new URLSearchParams('startDate=26-11-01')).startDate).toBe('');
    expect(auditQueryOf(new URLSearchParams(`actor=${'a'.repeat(50)}`)).actor).toHaveLength(50);
    expect(auditQueryOf(new URLSearchParams('endDate=2026-11-01')).endDate).toBe('2026-11-01');
  });
});
