/**
 * The shared shape of a business area's server side (list, export, duplicates, history). A new
 * area imports from here:
 *
 * - `pageQuerySchema([...sortNames])` (from @cb/domain) + `orderFor` + `paged` for a list;
 * - `contains` / `containsPattern` for search filters;
 * - `writeSheet` + `sendWorkbook` for its Excel export (at most `EXPORT_MAX_ROWS`);
 * - `readExcelUpload` + `readImportSheet` for an Excel import (all rows or none);
 * - `withUniqueMessages` to answer a unique-index violation with 409 and a clear message;
 * - `updateVersioned` (platform/db/versioned.ts) for optimistic-lock updates (409 on a stale version);
 * - `recordHistory` for the change-history tab of a detail page.
 */

export { updateVersioned } from '../db/versioned.ts';
export * from './excel.ts';
export * from './history.ts';
export * from './list.ts';
export * from './search.ts';
export * from './unique.ts';
