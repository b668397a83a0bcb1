import { describe, expect, it } from 'vitest';
import { pageRef } from '../../src/components/page-ref.ts';

describe('pageRef', () => {
  it('writes one page with "p." and a range or list with "pp."', () => {
    expect(pageRef('217')).toBe('p. 217');
    expect(pageRef('168–172')).toBe('pp. 168–172');
    expect(pageRef('186-187')).toBe('pp. 186-187');
    expect(pageRef('170, 172')).toBe('pp. 170, 172');
  });
});
