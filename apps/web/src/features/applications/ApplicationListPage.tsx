import { APPLICATION_STATUSES, APPLICATION_TYPES, optionsOf } from '@cb/domain';
import { Alert, Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CertificateStandardSelect } from '../../shared/components/form/CertificateStandardSelect';
import { currentLocale } from '../../shared/i18n';
import {
  ConfirmActionButton,
  defaultFilters,
  type ListColumn,
  ListPage,
  type ListPageHandle,
} from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type ApplicationFilters, type ApplicationRow, applicationsApi } from './api';
import { formatTime, StatusTag } from './format';
import { applicationTexts } from './texts';

export const APPLICATION_LIST_SETTING_KEY = 'xmsl:search:list';

function toFilters(values: Record<string, unknown>): ApplicationFilters {
  const { received, ...rest } = values as { received?: [Dayjs | null, Dayjs | null] | null };
  const filters = defaultFilters<ApplicationFilters>(rest);
  if (received?.[0]) filters.receivedFrom = received[0].format('YYYY-MM-DD');
  if (received?.[1]) filters.receivedTo = received[1].format('YYYY-MM-DD');
  return filters;
}

/** 申请查询 (xmsl/SearchList): search, server paging and sorting, column settings, Excel export. */
export default function ApplicationListPage() {
  const { t } = applicationTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const list = useRef<ListPageHandle>(null);
  const [capped, setCapped] = useState(false);
  const canRead = can('xmsl:search:detail') || can('xmsl:search:audit');

  const columns: ListColumn<ApplicationRow>[] = [
    {
      key: 'applyNo',
      title: t('field.applyNo'),
      dataIndex: 'applyNo',
      width: 150,
      sortField: 'applyNo',
      render: (v: string, row) => (canRead ? <Link to={`/xmsl/detail/${row.id}/0`}>{v}</Link> : v),
    },
    {
      key: 'enterpriseName',
      title: t('field.enterprise'),
      dataIndex: 'enterpriseName',
      width: 260,
      ellipsis: true,
    },
    {
      key: 'applicationType',
      title: t('field.applicationType'),
      dataIndex: 'applicationType_dictText',
      width: 110,
    },
    { key: 'standardCodes', title: t('field.standards'), dataIndex: 'standardCodes', width: 110 },
    {
      key: 'receivedDate',
      title: t('field.receivedDate'),
      dataIndex: 'receivedDate',
      width: 110,
      sortField: 'receivedDate',
    },
    {
      key: 'status',
      title: t('field.status'),
      dataIndex: 'status',
      width: 90,
      sortField: 'status',
      render: (v: number) => <StatusTag status={v} />,
    },
    { key: 'partnerName', title: t('field.partner'), dataIndex: 'partnerName', width: 200, ellipsis: true },
    {
      key: 'submitTime',
      title: t('field.submitTime'),
      dataIndex: 'submitTime',
      width: 170,
      sortField: 'submitTime',
      render: formatTime,
    },
    {
      key: 'createTime',
      title: t('field.createTime'),
      dataIndex: 'createTime',
      width: 170,
      sortField: 'createTime',
      render: formatTime,
    },
    {
      key: 'actions',
      title: t('field.actions'),
      width: 210,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Space size={0}>
          {canRead ? (
            <Button type="link" size="small" onClick={() => navigate(`/xmsl/detail/${row.id}/0`)}>
              {t('list.detail')}
            </Button>
          ) : null}
          {can('xmsl:search:audit') && row.status === 1 ? (
            <Button type="link" size="small" onClick={() => navigate(`/xmsl/detail/${row.id}/1`)}>
              {t('list.audit')}
            </Button>
          ) : null}
          {(can('xmsl:search:update') || can('xmsl:add:add')) && (row.status === 0 || row.status === 3) ? (
            <Button type="link" size="small" onClick={() => navigate(`/xmsl/update?id=${row.id}`)}>
              {t('list.update')}
            </Button>
          ) : null}
          {can('xmsl:change:add') && row.status === 2 ? (
            <Button type="link" size="small" onClick={() => navigate(`/xmsl/change/${row.id}`)}>
              {t('list.change')}
            </Button>
          ) : null}
          {can('xmsl:search:delete') && row.status === 0 ? (
            <ConfirmActionButton
              label={t('list.delete')}
              title={t('list.deleteConfirm')}
              content={row.applyNo}
              done={t('list.deleted')}
              action={() => applicationsApi.remove(row.id, row.version)}
              onDone={() => list.current?.reload()}
            />
          ) : null}
        </Space>
      ),
    },
  ];

  const locale = currentLocale();
  return (
    <div className="cb-page">
      {capped ? (
        <Alert type="info" showIcon title={t('list.capped', { n: 10000 })} style={{ marginBottom: 12 }} />
      ) : null}
      <ListPage<ApplicationRow, ApplicationFilters>
        ref={list}
        settingKey={APPLICATION_LIST_SETTING_KEY}
        columns={columns}
        fetchPage={async (query) => {
          const page = await applicationsApi.list(query);
          setCapped(page.totalCapped);
          return page;
        }}
        toFilters={toFilters}
        scrollX={1500}
        searchFields={
          <>
            <Form.Item name="applyNo" label={t('field.applyNo')}>
              <Input allowClear maxLength={50} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="enterpriseName" label={t('field.enterprise')}>
              <Input allowClear maxLength={100} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="status" label={t('field.status')}>
              <Select allowClear options={optionsOf(APPLICATION_STATUSES, locale)} style={{ width: 110 }} />
            </Form.Item>
            <Form.Item name="applicationType" label={t('field.applicationType')}>
              <Select allowClear options={optionsOf(APPLICATION_TYPES, locale)} style={{ width: 130 }} />
            </Form.Item>
            <Form.Item name="certificateStandardId" label={t('field.standards')}>
              <CertificateStandardSelect allowClear style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="received" label={t('field.receivedRange')}>
              {/* Either end may stay open; it also lets Tab leave an empty start date. */}
              <DatePicker.RangePicker style={{ width: 240 }} allowEmpty={[true, true]} />
            </Form.Item>
          </>
        }
        toolbar={
          can('xmsl:add:add') ? (
            <Button type="primary" onClick={() => navigate('/xmsl/add')}>
              {t('list.add')}
            </Button>
          ) : null
        }
        onExport={can('xmsl:search:export') ? applicationsApi.exportList : undefined}
      />
    </div>
  );
}
