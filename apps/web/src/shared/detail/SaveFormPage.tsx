import type { ReactNode } from 'react';
import { FormPage, type FormPageProps } from './FormPage';
import { useSaveWithToast } from './useSaveWithToast';

/** What a record's save mutation takes: the form's body, the record edited (null: a new one) and the save's key. */
export interface RecordSave<B, R, S> {
  mutateAsync: (variables: { body: B; record: R; idempotencyKey: string }) => Promise<S>;
}

/**
 * A record's 新增 / 编辑 page: a FormPage whose save sends `toBody(values)` with `record` through
 * `save` (one Idempotency-Key per save, useSaveWithToast) and shows the `done` toast.
 *
 * @example
 * <SaveFormPage form={form} title="编辑企业" done="已保存" save={useSaveEnterprise()} record={record}
 *   toBody={toBody} onSaved={(saved) => navigate(detailPath(saved.id))}>…</SaveFormPage>
 */
export function SaveFormPage<V extends object, B, R, S>({
  done,
  save,
  record,
  toBody,
  onSaved,
  ...page
}: Omit<FormPageProps<V>, 'onSubmit' | 'onSaved'> & {
  done: string;
  save: RecordSave<B, R, S>;
  record: R;
  toBody: (values: V) => B;
  onSaved: (saved: S) => void;
  children: ReactNode;
}) {
  const { submit, toastHolder } = useSaveWithToast(done);
  return (
    <>
      {toastHolder}
      <FormPage<V>
        {...page}
        onSubmit={(values) =>
          submit((idempotencyKey) => save.mutateAsync({ body: toBody(values), record, idempotencyKey }))
        }
        onSaved={(saved) => onSaved(saved as S)}
      />
    </>
  );
}
