/** Select options of the customer code tables, in the current language. */
import {
  type CodeLabel,
  ENTERPRISE_NATURES,
  ENTERPRISE_STATUSES,
  labelOf,
  REGIONS,
  SCALE_LEVELS,
  SITE_TYPES,
} from '@cb/domain';
import { currentLocale } from '../../shared/i18n';

const options = (table: readonly CodeLabel[]) =>
  table.map((r) => ({ value: r.code, label: currentLocale() === 'en-US' ? r.en : r.zh }));

export const natureOptions = () => options(ENTERPRISE_NATURES);
export const regionOptions = () => options(REGIONS);
export const siteTypeOptions = () => options(SITE_TYPES);
export const statusOptions = () => options(ENTERPRISE_STATUSES);

export const natureLabel = (code: unknown) =>
  labelOf(ENTERPRISE_NATURES, code as string, currentLocale()) ?? '';
export const scaleLabel = (code: unknown) => labelOf(SCALE_LEVELS, code as string, currentLocale()) ?? '';
export const statusLabel = (code: unknown) =>
  labelOf(ENTERPRISE_STATUSES, code as number, currentLocale()) ?? '';
export const siteTypeLabel = (code: unknown) => labelOf(SITE_TYPES, code as string, currentLocale()) ?? '';
export const regionLabel = (code: unknown) => labelOf(REGIONS, code as string, currentLocale()) ?? '';

/** Registered capital as entered (up to 4 decimals, SPEC.md §5), without the stored trailing zeros. */
export const capitalText = (value: string | null) => (value === null ? '' : String(Number(value)));

/** The enterprise's addresses (registered, office, production), each in Chinese and in English. */
export const ADDRESS_FIELDS = [
  'registeredAddress',
  'registeredAddressEn',
  'officeAddress',
  'officeAddressEn',
  'productionAddress',
  'productionAddressEn',
] as const;
