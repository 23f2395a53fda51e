/**
 * Company-check links (SPEC.md §1): quick links to external certification, credit and
 * business-information sites, searched by company name. The tenant configures the list; a link's
 * URL may contain `{name}`, replaced by the URL-encoded company name.
 */
import { codeTable } from '../labels.ts';
import * as tableRows from './company-check.json';

export const COMPANY_CHECK_CATEGORIES = codeTable(
  tableRows.COMPANY_CHECK_CATEGORIES,
  'certification credit business',
);

export type CompanyCheckCategory = (typeof COMPANY_CHECK_CATEGORIES)[number]['code'];

export interface CompanyCheckLink {
  name: string;
  category: CompanyCheckCategory;
  /** http(s) URL; `{name}` is replaced by the company name. */
  url: string;
}

/**
 * The URL to open for a company; without a name the `{name}` placeholder becomes empty.
 * Only http(s) URLs are returned, anything else gives null (a link can never run script).
 * @example companyCheckUrl('https://www.qcc.com/web/search?key={name}', '华衡 公司') // 'https://www.qcc.com/web/search?key=%E5%8D%8E%E8%A1%A1%20%E5%85%AC%E5%8F%B8'
 */
export function companyCheckUrl(template: string, companyName: string | null | undefined): string | null {
  const url = template.replaceAll('{name}', encodeURIComponent((companyName ?? '').trim()));
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}
