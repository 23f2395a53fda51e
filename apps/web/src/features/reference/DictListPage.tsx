import { Button, Drawer, Table } from 'antd';
import { useState } from 'react';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import {
  type DictionaryBody,
  type DictionaryItemBody,
  type DictionaryItemRecord,
  type DictionaryRecord,
  type KeywordFilter,
  referenceApi,
} from './api';
import {
  dictionaryColumns,
  dictionaryFormFields,
  dictionaryItemColumns,
  dictionaryItemFormFields,
  dictionarySearchFields,
} from './DictList.data';
import { EditModal } from './EditModal';
import {
  DICTIONARY_LIST_SETTING_KEY,
  useDeleteDictionary,
  useDeleteDictionaryItem,
  useDictionaryItems,
  useSaveDictionary,
  useSaveDictionaryItem,
} from './queries';
import { referenceTexts } from './texts';

/** 数据字典 (sys/DictList): dictionaries and their items. */
export default function DictListPage() {
  const { t } = referenceTexts.useTranslation();
  const can = usePermission();
  const [editing, setEditing] = useState<Partial<DictionaryRecord> | null>(null);
  const [itemsOf, setItemsOf] = useState<DictionaryRecord | null>(null);
  const save = useSaveDictionary();
  const remove = useDeleteDictionary();

  return (
    <div className="reference-page">
      <ListPage<DictionaryRecord, KeywordFilter>
        settingKey={DICTIONARY_LIST_SETTING_KEY}
        columns={dictionaryColumns({
          t,
          can,
          showItems: setItemsOf,
          edit: setEditing,
          remove: remove.mutateAsync,
        })}
        fetchPage={referenceApi.dictionaries}
        searchFields={dictionarySearchFields(t)}
        toolbar={
          can('sys:dict:add') ? <Button onClick={() => setEditing({})}>{t('admin.add')}</Button> : null
        }
      />
      <EditModal<DictionaryBody>
        title={editing?.id ? t('admin.edit') : t('admin.add')}
        open={editing !== null}
        initial={editing ?? {}}
        onSave={(body) =>
          save.mutateAsync({ body, record: editing?.id ? (editing as DictionaryRecord) : null })
        }
        onClose={() => setEditing(null)}
      >
        {() => dictionaryFormFields(t)}
      </EditModal>
      <Drawer
        title={itemsOf ? `${itemsOf.name}（${itemsOf.code}）` : ''}
        open={itemsOf !== null}
        onClose={() => setItemsOf(null)}
        size="large"
        destroyOnHidden
      >
        {itemsOf ? <DictItems dictionary={itemsOf} editable={can('sys:dict:edit')} /> : null}
      </Drawer>
    </div>
  );
}

/** The items of one dictionary, with their add/edit dialog. */
function DictItems({ dictionary, editable }: { dictionary: DictionaryRecord; editable: boolean }) {
  const { t } = referenceTexts.useTranslation();
  const items = useDictionaryItems(dictionary.id).data ?? [];
  const [editing, setEditing] = useState<Partial<DictionaryItemRecord> | null>(null);
  const save = useSaveDictionaryItem();
  const remove = useDeleteDictionaryItem();

  return (
    <>
      {editable ? (
        <Button
          style={{ marginBottom: 12 }}
          onClick={() => setEditing({ sortNo: items.length + 1, status: 1 })}
        >
          {t('admin.add')}
        </Button>
      ) : null}
      <Table<DictionaryItemRecord>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={items}
        columns={dictionaryItemColumns({ t, editable, edit: setEditing, remove: remove.mutateAsync })}
      />
      <EditModal<Omit<DictionaryItemBody, 'dictionaryId'>>
        title={editing?.id ? t('admin.edit') : t('admin.add')}
        open={editing !== null}
        initial={editing ?? {}}
        onSave={(values) =>
          save.mutateAsync({
            body: { ...values, dictionaryId: dictionary.id },
            record: editing?.id ? (editing as DictionaryItemRecord) : null,
          })
        }
        onClose={() => setEditing(null)}
      >
        {() => dictionaryItemFormFields(t)}
      </EditModal>
    </>
  );
}
