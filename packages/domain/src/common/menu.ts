/**
 * Menu manifest of system-wide actions (common): its menu nodes and their buttons.
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import type { AreaName, SystemWideAction } from '../menu.ts';

/** The area keys (component-key prefixes) of this area, with their names. */
export const areas: Readonly<Record<string, AreaName>> = {
  layouts: { title: '外部链接', titleEn: 'External links' },
};

/**
 * System-wide actions (the `allAuth` extras besides the pages' buttons). Status '0' works as a
 * feature switch that is on for everyone; status '1' entries must be granted through a role.
 */
export const actions: readonly SystemWideAction[] = [
  { action: 'common:column:setting', name: '列设置', status: '0' },
  { action: 'common:company:check', name: '企业信息核查', status: '0' },
  { action: 'common:code:query', name: '专业代码查询', status: '0' },
  { action: 'common:review:tool', name: '审核工具', status: '1' },
];
