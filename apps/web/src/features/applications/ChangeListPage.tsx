import {
  APPLICATION_CHANGE_TYPES,
  APPLICATION_STATUS,
  CHANGE_REQUEST_STATUSES,
  entryOf,
  localize,
  optionsOf,
} from '@cb/domain';
import { Button, Descriptions, Form, Input, Modal, Select, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { currentLocale } from '../../shared/i18n';
import { ConfirmActionButton, type ListColumn, ListPage, type ListPageHandle } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { applicationsApi, type ChangeFilters, type ChangeRow } from './api';
import { formatTime } from './format';
import { applicationTexts } from './texts';

/** 变更申请 (xmsl/ChangeList): change requests of applications, with detail, edit and revoke. */
export default function ChangeListPage() {
  const { t } = applicationTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const list = useRef<ListPageHandle>(null);
  const [shown, setShown] = useState<ChangeRow | null>(null);
  const [choosing, setChoosing] = useState(false);
  const locale = currentLocale();

  const columns: ListColumn<ChangeRow>[] = [
    {
      key: 'applyNo',
      title: t('field.applyNo'),
      dataIndex: 'applyNo',
      width: 150,
      render: (v: string, row) =>
        can('xmsl:search:detail') || can('xmsl:search:audit') ? (
          <Link to={`/xmsl/detail/${row.applicationId}/0`}>{v}</Link>
        ) : (
          v
        ),
    },
    {
      key: 'enterpriseName',
      title: t('field.enterprise'),
      dataIndex: 'enterpriseName',
      width: 240,
      ellipsis: true,
    },
    {
      key: 'changeType',
      title: t('change.changeType'),
      dataIndex: 'changeType_dictText',
      width: 110,
      sortField: 'changeType',
    },
    {
      key: 'infoChangeTypes',
      title: t('change.infoChangeTypes'),
      dataIndex: 'infoChangeTypes_dictText',
      width: 180,
      ellipsis: true,
    },
    {
      key: 'beforeValue',
      title: t('change.beforeValue'),
      dataIndex: 'beforeValue',
      width: 180,
      ellipsis: true,
    },
    { key: 'afterValue', title: t('change.afterValue'), dataIndex: 'afterValue', width: 180, ellipsis: true },
    {
      key: 'status',
      title: t('change.status'),
      dataIndex: 'status',
      width: 90,
      sortField: 'status',
      render: (v: number) => {
        const row = entryOf(CHANGE_REQUEST_STATUSES, v);
        return <Tag color={row?.color}>{row ? localize(row, locale) : v}</Tag>;
      },
    },
    { key: 'createByName', title: t('change.createBy'), dataIndex: 'createByName', width: 100 },
    {
      key: 'createTime',
      title: t('change.createTime'),
      dataIndex: 'createTime',
      width: 170,
      sortField: 'createTime',
      render: formatTime,
    },
    {
      key: 'actions',
      title: t('field.actions'),
      width: 170,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Space size={0}>
          {can('xmsl:change:detail') ? (
            <Button type="link" size="small" onClick={() => setShown(row)}>
              {t('change.detail')}
            </Button>
          ) : null}
          {can('xmsl:change:edit') && row.status === 1 ? (
            <Button type="link" size="small" onClick={() => navigate(`/xmsl/changeEdit/${row.id}`)}>
              {t('change.edit')}
            </Button>
          ) : null}
          {can('xmsl:change:revoke') && row.status === 1 ? (
            <ConfirmActionButton
              label={t('change.revoke')}
              title={t('change.revokeConfirm')}
              content={row.applyNo}
              done={t('change.revoked')}
              action={() => applicationsApi.revokeChange(row.id, row.version)}
              onDone={() => list.current?.reload()}
            />
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div className="cb-page">
      <ListPage<ChangeRow, ChangeFilters>
        ref={list}
        settingKey="xmsl:change:list"
        columns={columns}
        fetchPage={applicationsApi.changes}
        scrollX={1600}
        searchFields={
          <>
            <Form.Item name="applyNo" label={t('field.applyNo')}>
              <Input allowClear maxLength={50} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="enterpriseName" label={t('field.enterprise')}>
              <Input allowClear maxLength={100} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="changeType" label={t('change.changeType')}>
              <Select
                allowClear
                options={optionsOf(APPLICATION_CHANGE_TYPES, locale)}
                style={{ width: 130 }}
              />
            </Form.Item>
            <Form.Item name="status" label={t('change.status')}>
              <Select
                allowClear
                options={optionsOf(CHANGE_REQUEST_STATUSES, locale)}
                style={{ width: 110 }}
              />
            </Form.Item>
          </>
        }
        toolbar={
          can('xmsl:change:add') ? (
            <Button type="primary" onClick={() => setChoosing(true)}>
              {t('change.add')}
            </Button>
          ) : null
        }
      />
      <ChooseAcceptedApplication
        open={choosing}
        onCancel={() => setChoosing(false)}
        onChosen={(id) => {
          setChoosing(false);
          navigate(`/xmsl/change/${id}`);
        }}
      />
      <Modal
        open={shown !== null}
        title={t('change.detail')}
        footer={null}
        onCancel={() => setShown(null)}
        width={720}
      >
        {shown ? (
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={t('field.applyNo')}>{shown.applyNo}</Descriptions.Item>
            <Descriptions.Item label={t('field.enterprise')}>{shown.enterpriseName}</Descriptions.Item>
            <Descriptions.Item label={t('change.changeType')}>
              {shown.changeType_dictText}
              {shown.otherDescription ? `（${shown.otherDescription}）` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('change.infoChangeTypes')}>
              {shown.infoChangeTypes_dictText}
            </Descriptions.Item>
            <Descriptions.Item label={t('change.beforeValue')}>{shown.beforeValue}</Descriptions.Item>
            <Descriptions.Item label={t('change.afterValue')}>{shown.afterValue}</Descriptions.Item>
            <Descriptions.Item label={t('change.reason')}>{shown.reason}</Descriptions.Item>
            <Descriptions.Item label={t('change.status')}>{shown.status_dictText}</Descriptions.Item>
            <Descriptions.Item label={t('change.createBy')}>
              {shown.createByName} {formatTime(shown.createTime)}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
      </Modal>
    </div>
  );
}

/** 发起变更 from the change list: a change is raised on an accepted application, chosen here. */
function ChooseAcceptedApplication({
  open,
  onCancel,
  onChosen,
}: {
  open: boolean;
  onCancel: () => void;
  onChosen: (id: string) => void;
}) {
  const { t } = applicationTexts.useTranslation();
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const [chosen, setChosen] = useState<string | undefined>();
  const [error, setError] = useState(false);
  const search = (keyword: string) => {
    const text = keyword.trim();
    applicationsApi
      .list({
        pageNo: 1,
        pageSize: 20,
        status: APPLICATION_STATUS.accepted,
        ...(/^[A-Za-z]{0,4}\d/.test(text) ? { applyNo: text } : text ? { enterpriseName: text } : {}),
      })
      .then(
        (page) =>
          setOptions(page.records.map((r) => ({ value: r.id, label: `${r.applyNo} ${r.enterpriseName}` }))),
        () => setOptions([]),
      );
  };
  return (
    <Modal
      open={open}
      title={t('change.chooseTitle')}
      destroyOnHidden
      afterOpenChange={(visible) => visible && search('')}
      onCancel={onCancel}
      onOk={() => (chosen ? onChosen(chosen) : setError(true))}
    >
      <p>{t('change.chooseHint')}</p>
      <Select
        showSearch={{ filterOption: false, onSearch: search }}
        style={{ width: '100%' }}
        placeholder={t('change.choosePlaceholder')}
        options={options}
        value={chosen}
        onChange={(v) => {
          setChosen(v);
          setError(false);
        }}
        status={error ? 'error' : undefined}
      />
      {error ? <p className="cb-choose-error">{t('change.chooseRequired')}</p> : null}
    </Modal>
  );
}
