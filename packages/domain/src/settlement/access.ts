/** Who may call the 结算价 and 毛利分析 endpoints (no zod: the web and the endpoint table import it). */
import type { Permission } from '../permissions.ts';

export const SETTLEMENT_ACCESS = {
  read: ['cwgl:settlement:detail', 'cwgl:settlement:add', 'cwgl:settlement:audit'],
  add: ['cwgl:settlement:add'],
  audit: ['cwgl:settlement:audit'],
  export: ['cwgl:settlement:export'],
  /** The formula's numbers (a versioned setting). */
  formula: ['cwgl:settlement:formula'],
  marginRead: ['cwgl:grossMargin:detail', 'cwgl:grossMargin:export'],
  marginExport: ['cwgl:grossMargin:export'],
} as const satisfies Record<string, readonly Permission[]>;
