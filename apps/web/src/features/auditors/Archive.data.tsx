/** What the auditor's archive shows (AuditorArchivePage.tsx lays it out): the basic data as Descriptions items. */
import type { DescriptionsProps, TableColumnsType } from 'antd';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { ListColumn } from '../../shared/list';
import { RegistrationTags } from './AuditorList.data';
import type { AuditorDetail } from './api';
import {
  AUDITOR_STATUS_COLORS,
  auditorStatusLabel,
  employmentLabel,
  personnelKindLabel,
  sexLabel,
} from './options';
import type { AuditorT } from './texts';

export function basicItems(t: AuditorT, a: AuditorDetail): DescriptionsProps['items'] {
  const item = (key: keyof AuditorDetail, children: ReactNode, span?: number) => ({
    key,
    label: t(`auditor.${key}` as Parameters<AuditorT>[0]),
    children,
    ...(span ? { span } : {}),
  });
  return [
    item('name', a.name),
    item('sex', sexLabel(a.sex)),
    item('idCardNo', a.idCardNo),
    item('phone', a.phone),
    item('email', a.email),
    item('personnelKind', personnelKindLabel(a.personnelKind)),
    item('employmentType', employmentLabel(a.employmentType)),
    item('branchCompany', a.branchCompany),
    item('education', a.education),
    item('employer', a.employer),
    item('bankName', a.bankName),
    // The server groups the number in fours (and masks it for readers who may not edit auditors).
    item('bankAccount', <span className="cb-bank-number">{a.bankAccount}</span>),
    { key: 'userId', label: t('auditor.userId'), children: a.username ?? '' },
    item('status', <Tag color={AUDITOR_STATUS_COLORS[a.status]}>{auditorStatusLabel(a.status)}</Tag>),
    item('registrations', <RegistrationTags value={a.registrations} />),
    item('remark', a.remark, 3),
  ];
}

/** A list's columns as a plain antd table's (without the list-only sort and settings keys). */
export function tableColumns<T>(columns: readonly ListColumn<T>[]): TableColumnsType<T> {
  return columns.map(({ sortField: _s, fixedVisible: _f, ...column }) => column);
}
