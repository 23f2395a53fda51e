import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID, initTenant, resolveTenantId } from './tenant';

describe('resolveTenantId', () => {
  it.each([
    [{ query: '12', stored: '7', configured: '3' }, '12'],
    [{ query: null, stored: '7', configured: '3' }, '7'],
    [{ query: null, stored: null, configured: '3' }, '3'],
    [{ query: null, stored: null, configured: undefined }, DEFAULT_TENANT_ID],
    [{ query: '1 OR 1=1', stored: null, configured: undefined }, DEFAULT_TENANT_ID],
    [{ query: '', stored: 'x', configured: '' }, DEFAULT_TENANT_ID],
  ])('%j → %s', (sources, expected) => {
    expect(resolveTenantId(sources)).toBe(expected);
  });
});

describe('initTenant', () => {
  afterEach(() => localStorage.clear());

  it('remembers a tenantId from the URL for later visits', () => {
    expect(initTenant('?tenantId=42')).toBe('42');
    expect(initTenant('')).toBe('42');
  });
});
