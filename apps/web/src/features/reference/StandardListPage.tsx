import type { CertificateStandardRecord } from '@cb/domain';
import { Button, Table } from 'antd';
import { useState } from 'react';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { usePermission } from '../../shared/permissions';
import type { StandardBody } from './api';
import { EditModal } from './EditModal';
import { useSaveStandard, useStandardList } from './queries';
import { standardColumns, standardFormFields } from './StandardList.data';
import { referenceTexts } from './texts';

/** 认证标准 (sys/StandardList): the tenant's certification standards and their names. */
export default function StandardListPage() {
  const { t } = referenceTexts.useTranslation();
  const can = usePermission();
  const standards = useStandardList();
  const rows = standards.data ?? [];
  const [editing, setEditing] = useState<Partial<CertificateStandardRecord> | null>(null);
  const save = useSaveStandard();

  if (standards.error && !standards.data)
    return <ErrorBlock error={standards.error} onRetry={() => void standards.refetch()} />;
  return (
    <div className="reference-page">
      {can('sys:standard:add') ? (
        <Button
          style={{ marginBottom: 16 }}
          onClick={() => setEditing({ scopeCertificate: 1, enabled: 1, sortNo: rows.length + 1 })}
        >
          {t('admin.add')}
        </Button>
      ) : null}
      <Table<CertificateStandardRecord>
        rowKey="id"
        loading={standards.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1000 }}
        columns={standardColumns(t, can('sys:standard:edit') ? setEditing : null)}
      />
      <EditModal<StandardBody>
        title={editing?.id ? t('admin.edit') : t('admin.add')}
        open={editing !== null}
        initial={editing ?? {}}
        width={640}
        onSave={(body) =>
          save.mutateAsync({ body, record: editing?.id ? (editing as CertificateStandardRecord) : null })
        }
        onClose={() => setEditing(null)}
      >
        {() => standardFormFields(t)}
      </EditModal>
    </div>
  );
}
