/**
 * What the read-only enterprise page shows (EnterpriseDetail.tsx lays it out): the basic data, the
 * columns of its sites, contacts and applications, and the labels of its change history.
 */
import type { ApplicationRow, Permission } from '@cb/domain';
import { type DescriptionsProps, type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/dateTime';
import type { EnterpriseContact, EnterpriseDetail, EnterpriseSite } from './api';
import {
  ADDRESS_FIELDS,
  capitalText,
  natureLabel,
  regionLabel,
  scaleLabel,
  siteTypeLabel,
  statusLabel,
} from './options';
import type { CustomerT } from './texts';

/** Who may read the enterprise's applications (the applications area's list permissions). */
export const APPLICATION_READ: readonly Permission[] = ['xmsl:search:detail', 'xmsl:search:audit'];

/** 基本信息 as Descriptions items. */
export function basicItems(t: CustomerT, r: EnterpriseDetail): DescriptionsProps['items'] {
  const item = (key: string, label: string, children: ReactNode, span?: number) => ({
    key,
    label,
    children,
    ...(span ? { span } : {}),
  });
  return [
    item('code', t('field.code'), r.code),
    item('name', t('field.name'), r.name),
    item('creditCode', t('field.creditCode'), r.creditCode),
    item('nameEn', t('field.nameEn'), r.nameEn),
    item('natureCode', t('field.natureCode'), natureLabel(r.natureCode)),
    item('industryCode', t('field.industryCode'), r.industryCode),
    item('regionCode', t('field.regionCode'), regionLabel(r.regionCode)),
    item('registeredCapital', t('field.registeredCapital'), capitalText(r.registeredCapital)),
    item('legalRepresentative', t('field.legalRepresentative'), r.legalRepresentative),
    item('totalHeadcount', t('field.totalHeadcount'), r.totalHeadcount),
    item('scaleLevel', t('field.scaleLevel'), scaleLabel(r.scaleLevel)),
    item('partnerId', t('field.partnerId'), r.partnerName),
    item('branchCompany', t('field.branchCompany'), r.branchCompany),
    item('status', t('field.status'), statusLabel(r.status)),
    item('updateTime', t('field.updateTime'), formatDateTime(r.updateTime)),
    item('registeredAddress', t('field.registeredAddress'), r.registeredAddress, 3),
    item('officeAddress', t('field.officeAddress'), r.officeAddress, 3),
    item('productionAddress', t('field.productionAddress'), r.productionAddress, 3),
    item('remark', t('field.remark'), r.remark, 3),
  ];
}

export function siteColumns(t: CustomerT): TableColumnsType<EnterpriseSite> {
  return [
    { title: t('site.siteType'), dataIndex: 'siteType', width: 100, render: siteTypeLabel },
    { title: t('site.name'), dataIndex: 'name' },
    { title: t('site.address'), dataIndex: 'address' },
    { title: t('site.headcount'), dataIndex: 'headcount', width: 80, align: 'right' },
    { title: t('site.processes'), dataIndex: 'processes' },
    {
      title: t('site.isCentralFunction'),
      dataIndex: 'isCentralFunction',
      width: 90,
      render: (v: boolean) => (v ? t('yes') : t('no')),
    },
  ];
}

export function contactColumns(t: CustomerT): TableColumnsType<EnterpriseContact> {
  return [
    { title: t('contact.name'), dataIndex: 'name' },
    { title: t('contact.role'), dataIndex: 'role' },
    { title: t('contact.phone'), dataIndex: 'phone' },
    { title: t('contact.email'), dataIndex: 'email' },
    {
      title: t('contact.isPrimary'),
      dataIndex: 'isPrimary',
      render: (v: boolean) => (v ? t('yes') : t('no')),
    },
  ];
}

export function applicationColumns(
  t: CustomerT,
  can: (action: Permission) => boolean,
): TableColumnsType<ApplicationRow> {
  return [
    {
      title: t('app.applyNo'),
      dataIndex: 'applyNo',
      render: (v: string, row) =>
        can('xmsl:search:detail') ? <Link to={`/xmsl/detail/${row.id}/0`}>{v}</Link> : v,
    },
    { title: t('app.type'), dataIndex: 'applicationType_dictText' },
    { title: t('app.standards'), dataIndex: 'standardCodes' },
    { title: t('app.receivedDate'), dataIndex: 'receivedDate' },
    { title: t('app.status'), dataIndex: 'status_dictText', render: (v: string) => <Tag>{v}</Tag> },
  ];
}

const HISTORY_FIELDS = [
  'code',
  'name',
  'nameEn',
  'creditCode',
  'natureCode',
  'industryCode',
  'regionCode',
  'countryCode',
  'currency',
  'registeredCapital',
  'legalRepresentative',
  ...ADDRESS_FIELDS,
  'totalHeadcount',
  'scaleLevel',
  'branchCompany',
  'partnerId',
  'status',
  'remark',
] as const;

/** Field and table names of the change history in the reader's language. */
export function historyLabels(t: CustomerT) {
  const fieldLabels: Record<string, string> = Object.fromEntries(
    HISTORY_FIELDS.map((f) => [f, t(`field.${f}`)]),
  );
  Object.assign(fieldLabels, {
    siteType: t('site.siteType'),
    address: t('site.address'),
    headcount: t('site.headcount'),
    processes: t('site.processes'),
    isCentralFunction: t('site.isCentralFunction'),
    role: t('contact.role'),
    phone: t('contact.phone'),
    email: t('contact.email'),
    isPrimary: t('contact.isPrimary'),
    deleted: t('rule.deleted'),
    'enterprise_sites.name': t('site.name'),
    'enterprise_contacts.name': t('contact.name'),
  });
  const tableLabels = {
    enterprises: t('object.enterprises'),
    enterprise_sites: t('object.enterprise_sites'),
    enterprise_contacts: t('object.enterprise_contacts'),
  };
  return { fieldLabels, tableLabels };
}

const CODE_LABELS: Record<string, (value: unknown) => string> = {
  natureCode: natureLabel,
  regionCode: regionLabel,
  scaleLevel: scaleLabel,
  siteType: siteTypeLabel,
  status: statusLabel,
};

/** A code-table value of the history as its label; other values as the history shows them. */
export function historyValue(field: string, value: unknown): string | undefined {
  return CODE_LABELS[field]?.(value);
}
