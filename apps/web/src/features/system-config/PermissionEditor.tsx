import { App, Col, Form, Modal, Radio, Row, TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import type { PermissionInput, PermissionRecord } from './api';
import { buttonFields, menuFields, PERMISSION_DEFAULTS } from './MenuList.data';
import { menuChoices, type PermissionNode } from './menuTree';
import { useComponentKeys, useSavePermission } from './queries';
import { systemConfigTexts } from './texts';

/** What the dialog edits: an existing row, or a new one with its kind's defaults. */
export interface Editing {
  record?: PermissionRecord;
  defaults: Partial<PermissionInput>;
}

/** The add/edit dialog of the menu editor: menu fields for kinds 0 and 1, button fields for kind 2. */
export function PermissionEditor({
  editing,
  tree,
  onClose,
}: {
  editing: Editing | null;
  tree: PermissionNode[];
  onClose: () => void;
}) {
  const { t } = systemConfigTexts.useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PermissionInput>();
  const componentKeys = useComponentKeys(editing !== null).data ?? [];
  const save = useSavePermission();
  const kind = Form.useWatch('kind', form);
  const systemWide = Form.useWatch('systemWide', form);
  const external = Form.useWatch(['meta', 'internalOrExternal'], form);
  const record = editing?.record;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue({ ...PERMISSION_DEFAULTS, ...editing.defaults, ...(record ?? {}) } as never);
  }, [editing, record, form]);

  const choices = useMemo(() => menuChoices(tree, record?.id), [tree, record?.id]);

  const submit = async () => {
    const values = await form.validateFields();
    const body = {
      ...values,
      parentId: values.parentId ?? null,
      ...(values.kind === 2 ? { meta: { title: values.meta.title } } : {}),
    } as PermissionInput;
    try {
      await save.mutateAsync({ body, record });
      message.success(t('common.saved'));
      onClose();
    } catch {
      // The shared client has shown the server's message; the dialog stays open.
    }
  };

  const isButton = kind === 2;
  return (
    <Modal
      title={record ? t('menu.editTitle') : t('menu.addTitle')}
      open={editing !== null}
      width={820}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="permission-form">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="kind" label={t('menu.kind')}>
              <Radio.Group
                disabled={Boolean(record)}
                options={[
                  { value: 0, label: t('menu.kind0') },
                  { value: 1, label: t('menu.kind1') },
                  { value: 2, label: t('menu.kind2') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="parentId" label={t('menu.parent')}>
              <TreeSelect
                allowClear
                showSearch
                treeNodeFilterProp="title"
                placeholder={t('menu.noParent')}
                treeData={choices}
                disabled={kind === 0 || (isButton && systemWide)}
              />
            </Form.Item>
          </Col>
        </Row>
        {isButton ? buttonFields(t, form) : menuFields(t, componentKeys, Boolean(external))}
      </Form>
    </Modal>
  );
}
