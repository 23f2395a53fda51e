import { Button } from 'antd';
import { useState } from 'react';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type WitnessFilters, type WitnessRow, witnessApi } from './api';
import { type Editing, WitnessDialog } from './dialogs';
import { useDeleteWitness, WITNESS_LIST_SETTING_KEY } from './queries';
import { auditorTexts } from './texts';
import { witnessColumns, witnessSearchFields } from './Witness.data';

/** 见证管理 (rlzy/WitnessList): witness assessments of auditors; add, edit and delete. */
export default function WitnessListPage() {
  const { t } = auditorTexts.useTranslation();
  const can = usePermission();
  const remove = useDeleteWitness();
  const [editing, setEditing] = useState<Editing<WitnessRow>>(null);

  return (
    <div className="cb-page">
      <ListPage<WitnessRow, WitnessFilters>
        settingKey={WITNESS_LIST_SETTING_KEY}
        columns={witnessColumns({ t, can, edit: setEditing, remove: remove.mutateAsync, withAuditor: true })}
        fetchPage={witnessApi.list}
        scrollX={1200}
        searchFields={witnessSearchFields(t)}
        toolbar={
          can('rlzy:witness:add') ? (
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('common.add')}
            </Button>
          ) : null
        }
      />
      <WitnessDialog editing={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
