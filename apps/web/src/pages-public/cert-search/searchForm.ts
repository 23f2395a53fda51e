/**
 * The public certificate query's form rules, as the server applies them
 * (@cb/domain certificates/contract.ts): a certificate number, or at least two characters of the
 * enterprise's name, optionally with a status. The query lives in the URL, so a link (or the QR
 * code on a certificate) opens the page with the answer.
 */
import { CERTIFICATE_SEARCH_NAME_MIN } from '@cb/domain';

export const ENTERPRISE_NAME_MIN = CERTIFICATE_SEARCH_NAME_MIN;
export const PAGE_SIZE = 10;
/** The public statuses in the order the filter offers them (0 and 5 are both 过期). */
export const STATUS_FILTER = ['1', '2', '3', '4', '5'] as const;

export interface SearchForm {
  certNo: string;
  enterpriseName: string;
  status: string;
}

export interface SearchCriteria {
  certNo?: string;
  enterpriseName?: string;
  status?: string;
  pageNo: number;
}

export type SearchErrorKey = 'form.required' | 'form.nameTooShort';

export const EMPTY_FORM: SearchForm = { certNo: '', enterpriseName: '', status: '' };

export function validateSearch(
  form: SearchForm,
  pageNo = 1,
): { ok: true; value: SearchCriteria } | { ok: false; error: SearchErrorKey } {
  const certNo = form.certNo.trim();
  const enterpriseName = form.enterpriseName.trim();
  if (!certNo && !enterpriseName) return { ok: false, error: 'form.required' };
  if (enterpriseName && [...enterpriseName].length < ENTERPRISE_NAME_MIN)
    return { ok: false, error: 'form.nameTooShort' };
  const status = (STATUS_FILTER as readonly string[]).includes(form.status) ? form.status : undefined;
  return {
    ok: true,
    value: {
      ...(certNo ? { certNo } : {}),
      ...(enterpriseName ? { enterpriseName } : {}),
      ...(status ? { status } : {}),
      pageNo: Math.max(1, Math.floor(pageNo)),
    },
  };
}

/** The criteria in a URL query (`tenantId` and anything else already there is kept). */
export function criteriaToSearch(criteria: SearchCriteria, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['certNo', 'enterpriseName', 'status', 'pageNo'] as const) next.delete(key);
  if (criteria.certNo) next.set('certNo', criteria.certNo);
  if (criteria.enterpriseName) next.set('enterpriseName', criteria.enterpriseName);
  if (criteria.status) next.set('status', criteria.status);
  if (criteria.pageNo > 1) next.set('pageNo', String(criteria.pageNo));
  return next;
}

/** The form and page a URL asks for; `null` criteria when it asks for nothing valid. */
export function searchFromUrl(params: URLSearchParams): {
  form: SearchForm;
  criteria: SearchCriteria | null;
} {
  const form: SearchForm = {
    certNo: params.get('certNo') ?? '',
    enterpriseName: params.get('enterpriseName') ?? '',
    status: params.get('status') ?? '',
  };
  const pageNo = Number(params.get('pageNo') ?? '1');
  const checked = validateSearch(form, Number.isFinite(pageNo) && pageNo >= 1 ? pageNo : 1);
  return { form, criteria: checked.ok ? checked.value : null };
}
