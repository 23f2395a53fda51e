import { type CertificateCodeRecord, CODE_LIST_PAGE_SIZE, CODE_LIST_PAGE_SIZE_OPTIONS } from '@cb/domain';
import { App, Button } from 'antd';
import { useMemo, useState } from 'react';
import { ExcelImportButton } from '../../shared/components/form/ExcelImportButton';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type CodeFilters, referenceApi } from './api';
import { EditModal } from './EditModal';
import {
  type CodeForm,
  codeBodyOf,
  codeColumns,
  codeFormFields,
  codeFormOf,
  codeSearchFields,
} from './ProfessionalCodeList.data';
import { CODE_LIST_SETTING_KEY, useDeleteCode, useImportCodes, useSaveCode } from './queries';
import { referenceTexts } from './texts';

/** 专业代码 (sys/ProfessionalCodeList): the code table per standard, with Excel import and export. */
export default function ProfessionalCodeListPage() {
  const { t } = referenceTexts.useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const [editing, setEditing] = useState<CertificateCodeRecord | 'new' | null>(null);
  const record = editing && editing !== 'new' ? editing : null;
  const initial = useMemo(() => codeFormOf(record), [record]);
  const save = useSaveCode();
  const remove = useDeleteCode();
  const importCodes = useImportCodes();

  const toolbar = (
    <>
      {can('sys:code:add') ? <Button onClick={() => setEditing('new')}>{t('admin.add')}</Button> : null}
      {can('sys:code:import') ? (
        <ExcelImportButton
          label={t('admin.import')}
          loading={importCodes.isPending}
          upload={async (file) => {
            const result = await importCodes.mutateAsync(file);
            void message.success(t('admin.imported', result));
          }}
        />
      ) : null}
    </>
  );

  return (
    <div className="reference-page">
      <ListPage<CertificateCodeRecord, CodeFilters>
        settingKey={CODE_LIST_SETTING_KEY}
        columns={codeColumns({ t, can, edit: setEditing, remove: remove.mutateAsync })}
        fetchPage={referenceApi.codeList}
        pageSizeOptions={CODE_LIST_PAGE_SIZE_OPTIONS}
        pageSize={CODE_LIST_PAGE_SIZE}
        scrollX={1100}
        searchFields={codeSearchFields(t)}
        toolbar={toolbar}
        onExport={can('sys:code:export') ? referenceApi.exportCodes : undefined}
      />
      <EditModal<CodeForm>
        title={editing === 'new' ? t('admin.add') : t('admin.edit')}
        open={editing !== null}
        initial={initial}
        width={680}
        onSave={(values) => save.mutateAsync({ body: codeBodyOf(values), record })}
        onClose={() => setEditing(null)}
      >
        {() => codeFormFields(t)}
      </EditModal>
    </div>
  );
}
