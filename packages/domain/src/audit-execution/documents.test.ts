import { describe, expect, it } from 'vitest';
import {
  CLIENT_VISIBLE_DOCUMENTS,
  clientMaySee,
  NC_DOCUMENT_TYPES,
  ONSITE_DOCUMENT_TYPES,
} from './documents.ts';

describe('what the audited enterprise may see of its audit files', () => {
  it('decides every on-site and NC document type, and no other', () => {
    const declared = [...ONSITE_DOCUMENT_TYPES, ...NC_DOCUMENT_TYPES].map((d) => d.code).sort();
    expect(Object.keys(CLIENT_VISIBLE_DOCUMENTS).sort()).toEqual(declared);
  });

  it('shows the plan, the reports, the NC reports and its own evidence', () => {
    for (const type of ['shxm_plan', 'shxm_stage1_report', 'shxm_report', 'shxm_nc_report', 'nc_evidence'])
      expect(clientMaySee(type), type).toBe(true);
  });

  it('keeps the checklist and the team’s working papers inside the body', () => {
    for (const type of ['shxm_checklist', 'shxm_sampling', 'shxm_attendance', 'shxm_other'])
      expect(clientMaySee(type), type).toBe(false);
  });

  it('refuses a type it does not know, including inherited property names', () => {
    for (const type of ['', 'xmsl001', 'toString', '__proto__', 'constructor'])
      expect(clientMaySee(type), type).toBe(false);
  });
});
