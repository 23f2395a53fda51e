import {
  App,
  Button,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Row,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  TreeSelect,
} from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePermission } from '../../shared/permissions';
import { type PermissionInput, type PermissionRecord, systemConfigApi } from './api';
import { descendantCount, filterTree, menuChoices, type PermissionNode, parentIds, toTree } from './menuTree';
import { systemConfigTexts } from './texts';
import './systemConfig.css';

const ROUTE_VIEW = 'layouts/RouteView';

type Editing = { record?: PermissionRecord; defaults: Partial<PermissionInput> };

/** 菜单管理 (sys/MenuList): the tenant's menus, buttons and system-wide actions as an editable tree. */
export default function MenuListPage() {
  const { t } = systemConfigTexts.useTranslation();
  const { message } = App.useApp();
  const [modal, modalHolder] = Modal.useModal();
  const can = usePermission();
  const [rows, setRows] = useState<PermissionRecord[]>([]);
  const [loading, setLoading] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await systemConfigApi.permissions());
    } catch {
      // shown by the shared client
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const tree = useMemo(() => toTree(rows), [rows]);
  const shown = useMemo(() => filterTree(tree, applied), [tree, applied]);
  useEffect(() => {
    if (applied) setExpanded(parentIds(shown));
  }, [applied, shown]);

  const remove = (node: PermissionNode) => {
    const count = descendantCount(node);
    const title = node.meta?.title ?? node.action ?? '';
    void modal.confirm({
      title: count
        ? t('menu.cascadeConfirm', { title, count: String(count) })
        : t('menu.deleteConfirm', { title }),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const { deleted } = await systemConfigApi.deletePermission(node.id, count > 0);
          message.success(t('menu.deleted', { count: String(deleted) }));
          await load();
        } catch {
          // shown by the shared client
        }
      },
    });
  };

  const kindTag = (r: PermissionRecord) =>
    r.kind === 2 ? (
      r.systemWide ? (
        <Tag color="purple">{t('menu.systemWide')}</Tag>
      ) : (
        <Tag color="orange">{t('menu.kind2')}</Tag>
      )
    ) : r.kind === 0 ? (
      <Tag color="blue">{t('menu.kind0')}</Tag>
    ) : (
      <Tag color="cyan">{t('menu.kind1')}</Tag>
    );

  return (
    <div className="system-config-page" data-testid="menu-list">
      {modalHolder}
      <Space className="system-config-page__toolbar" wrap>
        <Input
          allowClear
          value={keyword}
          placeholder={t('menu.keyword')}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={() => setApplied(keyword)}
          style={{ width: 260 }}
        />
        <Button type="primary" onClick={() => setApplied(keyword)}>
          {t('common.search')}
        </Button>
        <Button onClick={() => setExpanded(parentIds(shown))}>{t('menu.expandAll')}</Button>
        <Button onClick={() => setExpanded([])}>{t('menu.collapseAll')}</Button>
        {can('sys:menu:add') ? (
          <Button
            onClick={() => setEditing({ defaults: { kind: 0, parentId: null, component: ROUTE_VIEW } })}
          >
            {t('menu.addRoot')}
          </Button>
        ) : null}
      </Space>
      <Table<PermissionNode>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={shown}
        pagination={false}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
        scroll={{ x: 1100 }}
        columns={[
          {
            title: t('menu.title'),
            width: 260,
            render: (_: unknown, r) => (
              <span className={r.hidden ? 'system-config-page__muted' : undefined}>{r.meta?.title}</span>
            ),
          },
          { title: t('menu.kind'), width: 100, render: (_: unknown, r) => kindTag(r) },
          {
            title: t('menu.pathOrAction'),
            width: 260,
            render: (_: unknown, r) => <code>{r.kind === 2 ? r.action : r.path}</code>,
          },
          {
            title: t('menu.component'),
            width: 200,
            render: (_: unknown, r) =>
              r.kind === 2 ? null : r.component === ROUTE_VIEW ? t('menu.routeView') : r.component,
          },
          { title: t('menu.sortNo'), dataIndex: 'sortNo', width: 70 },
          {
            title: t('menu.hidden'),
            width: 70,
            render: (_: unknown, r) => (r.kind !== 2 && r.hidden ? <Tag>{t('common.yes')}</Tag> : null),
          },
          {
            title: t('common.actions'),
            width: 200,
            fixed: 'right',
            render: (_: unknown, r) => (
              <Space size={0}>
                {can('sys:menu:add') && r.kind !== 2 ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      setEditing({
                        defaults: { kind: 1, parentId: r.id },
                      })
                    }
                  >
                    {t('menu.addChild')}
                  </Button>
                ) : null}
                {can('sys:menu:edit') ? (
                  <Button type="link" size="small" onClick={() => setEditing({ record: r, defaults: {} })}>
                    {t('common.edit')}
                  </Button>
                ) : null}
                {can('sys:menu:delete') ? (
                  <Button type="link" size="small" danger onClick={() => remove(r)}>
                    {t('common.delete')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <PermissionEditor
        editing={editing}
        tree={tree}
        onClose={(saved) => {
          setEditing(null);
          if (saved) void load();
        }}
      />
    </div>
  );
}

/** The add/edit dialog: menu fields for kinds 0 and 1, button fields for kind 2. */
function PermissionEditor({
  editing,
  tree,
  onClose,
}: {
  editing: Editing | null;
  tree: PermissionNode[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = systemConfigTexts.useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PermissionInput>();
  const [saving, setSaving] = useState(false);
  const [componentKeys, setComponentKeys] = useState<string[]>([]);
  const kind = Form.useWatch('kind', form);
  const systemWide = Form.useWatch('systemWide', form);
  const external = Form.useWatch(['meta', 'internalOrExternal'], form);
  const record = editing?.record;

  useEffect(() => {
    if (!editing) return;
    if (componentKeys.length === 0) void systemConfigApi.componentKeys().then(setComponentKeys, () => {});
    form.resetFields();
    const base: Partial<PermissionInput> = {
      kind: 1,
      route: '1',
      hidden: false,
      alwaysShow: false,
      permType: '1',
      status: '1',
      systemWide: false,
      sortNo: 0,
      meta: { title: '', keepAlive: true, affix: false, noCache: false, internalOrExternal: false },
    };
    form.setFieldsValue({ ...base, ...editing.defaults, ...(record ?? {}) } as never);
  }, [editing, record, form, componentKeys.length]);

  const choices = useMemo(() => menuChoices(tree, record?.id), [tree, record?.id]);

  const save = async () => {
    const values = await form.validateFields();
    const body = {
      ...values,
      parentId: values.parentId ?? null,
      ...(values.kind === 2 ? { meta: { title: values.meta.title } } : {}),
    } as PermissionInput;
    setSaving(true);
    try {
      if (record) await systemConfigApi.editPermission({ ...body, id: record.id, version: record.version });
      else await systemConfigApi.addPermission(body);
      message.success(t('common.saved'));
      onClose(true);
    } catch {
      // The shared client has shown the server's message; the dialog stays open.
    } finally {
      setSaving(false);
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
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
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
        {isButton ? (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name={['meta', 'title']}
                label={t('menu.buttonName')}
                rules={[{ required: true, whitespace: true, message: '请输入按钮名称' }]}
              >
                <Input maxLength={60} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="action"
                label={t('menu.action')}
                extra={t('menu.actionHint')}
                rules={[
                  { required: true, message: '请输入授权标识' },
                  {
                    pattern: /^[A-Za-z][A-Za-z0-9_-]*(:[A-Za-z0-9_-]+){1,3}$/,
                    message: '授权标识格式错误，如 sys:user:add',
                  },
                ]}
              >
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="permType" label={t('menu.permType')}>
                <Radio.Group
                  options={[
                    { value: '1', label: t('menu.permType1') },
                    { value: '2', label: t('menu.permType2') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="status" label={t('menu.status')}>
                <Radio.Group
                  options={[
                    { value: '1', label: t('menu.status1') },
                    { value: '0', label: t('menu.status0') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name="systemWide" label={t('menu.systemWide')} valuePropName="checked">
                <Switch
                  onChange={(on) => {
                    if (on) form.setFieldValue('parentId', null);
                  }}
                />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name="sortNo" label={t('menu.sortNo')}>
                <InputNumber min={0} max={9999} precision={0} />
              </Form.Item>
            </Col>
          </Row>
        ) : (
          <>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item
                  name={['meta', 'title']}
                  label={t('menu.title')}
                  rules={[{ required: true, whitespace: true, message: '请输入菜单标题' }]}
                >
                  <Input maxLength={60} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name={['meta', 'titleEn']} label={t('menu.titleEn')}>
                  <Input maxLength={100} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="path"
                  label={t('menu.path')}
                  extra={t('menu.pathHint')}
                  rules={[
                    { required: true, message: '请输入路由路径' },
                    {
                      pattern: /^(\/(:?[A-Za-z0-9][A-Za-z0-9_-]*))+$/,
                      message: '路由路径格式错误：须以 / 开头，由字母、数字、-、_ 或 :参数 组成，不以 / 结尾',
                    },
                  ]}
                >
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="name"
                  label={t('menu.name')}
                  extra={t('menu.nameHint')}
                  rules={[
                    { required: true, message: '请输入路由名称' },
                    {
                      pattern: /^[A-Za-z][A-Za-z0-9_-]*$/,
                      message: '路由名称须以字母开头，只能包含字母、数字、- 和 _',
                    },
                  ]}
                >
                  <Input maxLength={60} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="component"
                  label={t('menu.component')}
                  rules={[{ required: true, message: '请选择前端组件' }]}
                >
                  <Select
                    showSearch
                    options={componentKeys.map((k) => ({
                      value: k,
                      label: k === ROUTE_VIEW ? `${k} ${t('menu.routeView')}` : k,
                    }))}
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="redirect"
                  label={t('menu.redirect')}
                  rules={[{ pattern: /^(\/(:?[A-Za-z0-9][A-Za-z0-9_-]*))+$/, message: '重定向地址格式错误' }]}
                >
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item
                  name={['meta', 'icon']}
                  label={t('menu.icon')}
                  extra={t('menu.iconHint')}
                  rules={[{ pattern: /^[A-Z][A-Za-z0-9]*$/, message: '图标须为图标组件名，如 HomeOutlined' }]}
                >
                  <Input maxLength={60} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name={['meta', 'activeMenu']} label={t('menu.activeMenu')}>
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="sortNo" label={t('menu.sortNo')}>
                  <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
            <Row gutter={16}>
              {(
                [
                  ['hidden', 'menu.hidden'],
                  ['alwaysShow', 'menu.alwaysShow'],
                  [['meta', 'keepAlive'], 'menu.keepAlive'],
                  [['meta', 'affix'], 'menu.affix'],
                  [['meta', 'noCache'], 'menu.noCache'],
                  [['meta', 'internalOrExternal'], 'menu.internalOrExternal'],
                ] as const
              ).map(([name, label]) => (
                <Col span={4} key={String(name)}>
                  <Form.Item name={name as never} label={t(label)} valuePropName="checked">
                    <Switch data-testid={`switch-${String(name).replace(',', '.')}`} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
            <Row gutter={16}>
              <Col span={6}>
                <Form.Item
                  name="route"
                  label={t('menu.route')}
                  getValueProps={(v) => ({ checked: v !== '0' })}
                  getValueFromEvent={(on: boolean) => (on ? '1' : '0')}
                >
                  <Switch />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name={['meta', 'url']}
                  label={t('menu.url')}
                  rules={[
                    { required: Boolean(external), message: '外链菜单请填写外链地址' },
                    {
                      pattern: /^(https?:\/\/\S+|\/(?!\/)\S*)$/,
                      message: '外链地址必须以 http(s):// 或 / 开头',
                    },
                  ]}
                >
                  <Input maxLength={500} />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name={['meta', 'target']} label={t('menu.target')}>
                  <Select
                    allowClear
                    options={[
                      { value: '_blank', label: t('menu.targetBlank') },
                      { value: '_self', label: t('menu.targetSelf') },
                    ]}
                  />
                </Form.Item>
              </Col>
            </Row>
          </>
        )}
      </Form>
    </Modal>
  );
}
