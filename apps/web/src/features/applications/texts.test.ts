import { describe, expect, it } from 'vitest';
import { applicationTexts } from './texts';

describe('application texts', () => {
  it('never show internal document codes such as xmsl001 to users', () => {
    expect(JSON.stringify(applicationTexts)).not.toMatch(/xmsl\d{3}/);
  });
});
