import { Button, Form, Input, Select, Space, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatTime } from '../../shared/dateTime';
import { ConfirmActionButton, type ListColumn, ListPage, type ListPageHandle } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { customersApi, type EnterpriseFilters, type EnterpriseRow, type Option } from './api';
import { capitalText, regionOptions, scaleLabel, statusLabel } from './options';
import { customerTexts } from './texts';

export const ENTERPRISE_LIST_SETTING_KEY = 'khgl:enterprise:list';

/** 企业客户 (khgl/EnterpriseList): search, server paging and sorting, column settings, export. */
export default function EnterpriseListPage() {
  const { t } = customerTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const list = useRef<ListPageHandle>(null);
  const [partners, setPartners] = useState<Option[]>([]);
  useEffect(() => {
    customersApi.partners().then(setPartners, () => setPartners([]));
  }, []);

  const columns: ListColumn<EnterpriseRow>[] = [
    { key: 'code', title: t('field.code'), dataIndex: 'code', width: 130, sortField: 'code' },
    {
      key: 'name',
      title: t('field.name'),
      dataIndex: 'name',
      width: 240,
      sortField: 'name',
      ellipsis: true,
      render: (v: string, row) =>
        can('khgl:enterprise:detail') ? <Link to={`/khgl/enterprise/edit/${row.id}/0`}>{v}</Link> : v,
    },
    {
      key: 'creditCode',
      title: t('field.creditCode'),
      dataIndex: 'creditCode',
      width: 190,
      sortField: 'creditCode',
    },
    {
      key: 'regionName',
      title: t('field.regionCode'),
      dataIndex: 'regionName',
      width: 110,
      sortField: 'regionCode',
    },
    {
      key: 'registeredCapital',
      title: t('field.registeredCapital'),
      dataIndex: 'registeredCapital',
      width: 140,
      align: 'right',
      render: capitalText,
    },
    {
      key: 'legalRepresentative',
      title: t('field.legalRepresentative'),
      dataIndex: 'legalRepresentative',
      width: 110,
    },
    {
      key: 'totalHeadcount',
      title: t('field.totalHeadcount'),
      dataIndex: 'totalHeadcount',
      width: 90,
      align: 'right',
      sortField: 'totalHeadcount',
    },
    {
      key: 'scaleLevel',
      title: t('field.scaleLevel'),
      dataIndex: 'scaleLevel',
      width: 70,
      render: scaleLabel,
    },
    { key: 'partnerName', title: t('field.partnerId'), dataIndex: 'partnerName', width: 200, ellipsis: true },
    {
      key: 'status',
      title: t('field.status'),
      dataIndex: 'status',
      width: 80,
      render: (v: number) => <Tag color={v === 1 ? 'green' : 'default'}>{statusLabel(v)}</Tag>,
    },
    {
      key: 'createTime',
      title: t('field.createTime'),
      dataIndex: 'createTime',
      width: 170,
      sortField: 'createTime',
      render: (v: string) => formatTime(v),
    },
    {
      key: 'actions',
      title: t('field.actions'),
      width: 150,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Space size={0}>
          {can('khgl:enterprise:detail') ? (
            <Button type="link" size="small" onClick={() => navigate(`/khgl/enterprise/edit/${row.id}/0`)}>
              {t('list.view')}
            </Button>
          ) : null}
          {can('khgl:enterprise:edit') ? (
            <Button type="link" size="small" onClick={() => navigate(`/khgl/enterprise/edit/${row.id}/1`)}>
              {t('list.edit')}
            </Button>
          ) : null}
          {can('khgl:enterprise:delete') ? (
            <ConfirmActionButton
              label={t('list.delete')}
              title={t('list.deleteConfirm')}
              content={row.name}
              done={t('list.deleted')}
              action={() => customersApi.remove(row.id, row.version)}
              onDone={() => list.current?.reload()}
            />
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div className="cb-page">
      <ListPage<EnterpriseRow, EnterpriseFilters>
        ref={list}
        settingKey={ENTERPRISE_LIST_SETTING_KEY}
        columns={columns}
        fetchPage={customersApi.list}
        scrollX={1700}
        searchFields={
          <>
            <Form.Item name="name" label={t('field.name')}>
              <Input allowClear maxLength={100} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="creditCode" label={t('field.creditCode')}>
              <Input allowClear maxLength={18} style={{ width: 190 }} />
            </Form.Item>
            <Form.Item name="regionCode" label={t('field.regionCode')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={regionOptions()}
                style={{ width: 150 }}
              />
            </Form.Item>
            <Form.Item name="partnerId" label={t('field.partnerId')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={partners.map((p) => ({ value: p.id, label: p.name }))}
                style={{ width: 220 }}
              />
            </Form.Item>
          </>
        }
        toolbar={
          can('khgl:enterprise:add') ? (
            <Button type="primary" onClick={() => navigate('/khgl/enterprise/add')}>
              {t('list.add')}
            </Button>
          ) : null
        }
        onExport={can('khgl:enterprise:export') ? customersApi.exportList : undefined}
      />
    </div>
  );
}
