import { CERTIFICATE_TEMPLATE_LANGUAGES, CERTIFICATE_TYPES, labelOf } from '@cb/domain';
import { App, Button, Tag } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentLocale } from '../../shared/i18n';
import {
  ActionLink,
  actionsColumn,
  ConfirmActionButton,
  type ListColumn,
  ListPage,
  TextFilter,
} from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import {
  type CertificateTemplateDetail,
  type CertificateTemplateRow,
  openPdf,
  type TemplateFilters,
  templatesApi,
} from './api';
import { TEMPLATE_LIST_SETTING_KEY, useDeleteTemplate } from './queries';
import { TemplateEditor } from './TemplateEditor';
import { certificateTexts } from './texts';
import './certificates.css';

/** 证书模板 (zsmb/TemplateList): the body's certificate layouts; add, edit with live preview, PDF preview, delete. */
export default function TemplateListPage() {
  const { t } = certificateTexts.useTranslation();
  const can = usePermission();
  const { message } = App.useApp();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<{ template?: CertificateTemplateDetail } | null>(null);

  const edit = async (row: CertificateTemplateRow) =>
    setEditing({ template: await templatesApi.get(row.id) });
  const preview = async (row: CertificateTemplateRow) => openPdf(await templatesApi.preview(row.id));

  const columns: ListColumn<CertificateTemplateRow>[] = [
    { key: 'name', title: t('template.name'), dataIndex: 'name', sortField: 'name' },
    {
      key: 'certificateType',
      title: t('template.certificateType'),
      dataIndex: 'certificateType',
      width: 130,
      render: (v: string) => labelOf(CERTIFICATE_TYPES, v, currentLocale()) ?? v,
    },
    {
      key: 'standardCode',
      title: t('template.standardCode'),
      dataIndex: 'standardCode',
      width: 120,
      render: (v: string) => v || '—',
    },
    {
      key: 'language',
      title: t('template.language'),
      dataIndex: 'language',
      width: 90,
      render: (v: string) => labelOf(CERTIFICATE_TEMPLATE_LANGUAGES, v, currentLocale()) ?? v,
    },
    {
      key: 'pageSize',
      title: t('template.pageSize'),
      width: 100,
      render: (_: unknown, row) => `${row.pageSize}${row.landscape ? ` ${t('template.landscape')}` : ''}`,
    },
    { key: 'revision', title: t('template.revision'), dataIndex: 'revision', width: 80 },
    {
      key: 'hasBackground',
      title: t('template.background'),
      dataIndex: 'hasBackground',
      width: 90,
      render: (v: boolean) => (v ? t('template.hasBackground') : t('template.noBackground')),
    },
    {
      key: 'enabled',
      title: t('template.enabled'),
      dataIndex: 'enabled',
      width: 80,
      render: (v: boolean) => (
        <Tag color={v ? 'success' : 'default'}>{v ? t('common.yes') : t('common.no')}</Tag>
      ),
    },
    {
      key: 'updateTime',
      title: t('template.updateTime'),
      dataIndex: 'updateTime',
      width: 170,
      sortField: 'updateTime',
      render: (v: string) => formatDateTime(v),
    },
    actionsColumn(t('common.actions'), 190, (row) => (
      <>
        {can('zsmb:template:edit') ? (
          <ActionLink onClick={() => void edit(row)}>{t('common.edit')}</ActionLink>
        ) : null}
        {can('zsmb:template:preview') ? (
          <ActionLink onClick={() => void preview(row).catch(() => message.error(t('cert.printFailed')))}>
            {t('common.preview')}
          </ActionLink>
        ) : null}
        {can('zsmb:template:delete') ? (
          <ConfirmActionButton
            label={t('common.delete')}
            title={t('template.deleteConfirm')}
            content={row.name}
            done={t('common.deleted')}
            action={() => remove.mutateAsync(row)}
          />
        ) : null}
      </>
    )),
  ];

  return (
    <div className="cb-page">
      <ListPage<CertificateTemplateRow, TemplateFilters>
        settingKey={TEMPLATE_LIST_SETTING_KEY}
        columns={columns}
        fetchPage={templatesApi.list}
        scrollX={1200}
        searchFields={<TextFilter name="name" label={t('template.name')} width={200} maxLength={100} />}
        toolbar={
          can('zsmb:template:add') ? (
            <Button type="primary" onClick={() => setEditing({})}>
              {t('common.add')}
            </Button>
          ) : null
        }
      />
      <TemplateEditor open={editing !== null} template={editing?.template} onClose={() => setEditing(null)} />
    </div>
  );
}
