import { Button } from 'antd';
import { useState } from 'react';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import {
  type CertificationItemBody,
  type CertificationItemRecord,
  type KeywordFilter,
  referenceApi,
} from './api';
import { certItemColumns, certItemFormFields, certItemSearchFields } from './CertItemList.data';
import { EditModal } from './EditModal';
import { CERT_ITEM_LIST_SETTING_KEY, useDeleteCertItem, useSaveCertItem } from './queries';
import { referenceTexts } from './texts';

/** 认证项目库 (sys/CertItemList): the items the scope tool recommends. */
export default function CertItemListPage() {
  const { t } = referenceTexts.useTranslation();
  const can = usePermission();
  const [editing, setEditing] = useState<Partial<CertificationItemRecord> | null>(null);
  const save = useSaveCertItem();
  const remove = useDeleteCertItem();

  return (
    <div className="reference-page">
      <ListPage<CertificationItemRecord, KeywordFilter>
        settingKey={CERT_ITEM_LIST_SETTING_KEY}
        columns={certItemColumns({ t, can, edit: setEditing, remove: remove.mutateAsync })}
        fetchPage={referenceApi.certItems}
        scrollX={1100}
        searchFields={certItemSearchFields(t)}
        toolbar={
          can('sys:certItem:add') ? (
            <Button onClick={() => setEditing({ sortNo: 0 })}>{t('admin.add')}</Button>
          ) : null
        }
      />
      <EditModal<CertificationItemBody>
        title={editing?.id ? t('admin.edit') : t('admin.add')}
        open={editing !== null}
        initial={editing ?? {}}
        width={680}
        onSave={(body) =>
          save.mutateAsync({ body, record: editing?.id ? (editing as CertificationItemRecord) : null })
        }
        onClose={() => setEditing(null)}
      >
        {() => certItemFormFields(t)}
      </EditModal>
    </div>
  );
}
