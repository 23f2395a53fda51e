import { Form, Modal } from 'antd';
import { useEffect } from 'react';
import { FormFields } from '../../shared/detail';
import { accessApi, type RoleOption, type UserRecord } from './api';
import { useSaveUser } from './queries';
import { accessTexts } from './texts';
import { newUserBody, type UserFormValues, userBody, userFields, userFormValues } from './UserForm.data';

/** 新增 / 编辑 user. The username is checked against the tenant's users as it is typed. */
export function UserFormModal({
  editing,
  roles,
  onClose,
}: {
  editing: UserRecord | 'new' | null;
  roles: readonly RoleOption[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = accessTexts.useTranslation();
  const [form] = Form.useForm<UserFormValues>();
  const save = useSaveUser();
  const isNew = editing === 'new';

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing !== 'new') form.setFieldsValue(userFormValues(editing));
  }, [editing, form]);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !editing) return;
    try {
      await save.mutateAsync(
        editing === 'new' ? { record: null, body: newUserBody(v) } : { record: editing, body: userBody(v) },
      );
      onClose(true);
    } catch {
      // The shared client shows the server's message; the dialog stays open.
    }
  };

  return (
    <Modal
      title={isNew ? t('user.addTitle') : t('user.editTitle')}
      open={editing !== null}
      onOk={submit}
      onCancel={() => onClose(false)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      width={640}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" name="user-form" initialValues={{ isParentCompanyUser: false }}>
        <FormFields fields={userFields({ t, isNew, roles, usernameTaken: accessApi.usernameTaken })} />
      </Form>
    </Modal>
  );
}
