import { describe, expect, it } from 'vitest';
import { enUS, zhCN } from './texts';

describe('user form texts', () => {
  it("name the mobile field's own word in its error", () => {
    expect(zhCN.user.phoneInvalid).toContain(zhCN.user.phone);
    expect(enUS.user.phoneInvalid.toLowerCase()).toContain(enUS.user.phone.toLowerCase());
  });
});
