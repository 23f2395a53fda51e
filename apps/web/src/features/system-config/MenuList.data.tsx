/**
 * The menu editor's table columns and the fields of its add/edit dialog (MenuListPage.tsx and
 * PermissionEditor.tsx render them).
 */
import type { Permission } from '@cb/domain';
import {
  Col,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Switch,
  type TableColumnsType,
  Tag,
} from 'antd';
import { ActionLink, ConfirmActionButton } from '../../shared/list';
import type { PermissionInput, PermissionRecord } from './api';
import { descendantCount, type PermissionNode } from './menuTree';
import type { SystemConfigT } from './texts';

/** The component of a menu group that only nests its children. */
export const ROUTE_VIEW = 'layouts/RouteView';

/** A new row's values before the kind's defaults and the row's own. */
export const PERMISSION_DEFAULTS = {
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

function kindTag(t: SystemConfigT, r: PermissionRecord) {
  if (r.kind === 2)
    return r.systemWide ? (
      <Tag color="purple">{t('menu.systemWide')}</Tag>
    ) : (
      <Tag color="orange">{t('menu.kind2')}</Tag>
    );
  return r.kind === 0 ? <Tag color="blue">{t('menu.kind0')}</Tag> : <Tag color="cyan">{t('menu.kind1')}</Tag>;
}

export interface MenuColumnContext {
  t: SystemConfigT;
  can: (action: Permission) => boolean;
  addChild: (parent: PermissionNode) => void;
  edit: (row: PermissionNode) => void;
  /** Deletes the node, and with `cascade` everything below it. */
  remove: (row: PermissionNode, cascade: boolean) => Promise<unknown>;
}

export function menuColumns({
  t,
  can,
  addChild,
  edit,
  remove,
}: MenuColumnContext): TableColumnsType<PermissionNode> {
  const deleteButton = (r: PermissionNode) => {
    const count = descendantCount(r);
    const title = r.meta?.title ?? r.action ?? '';
    return (
      <ConfirmActionButton
        label={t('common.delete')}
        title={
          count
            ? t('menu.cascadeConfirm', { title, count: String(count) })
            : t('menu.deleteConfirm', { title })
        }
        done={t('menu.deleted', { count: String(count + 1) })}
        action={() => remove(r, count > 0)}
      />
    );
  };
  return [
    {
      title: t('menu.title'),
      width: 240,
      render: (_: unknown, r) => (
        <span className={r.hidden ? 'system-config-page__muted' : undefined}>{r.meta?.title}</span>
      ),
    },
    { title: t('menu.kind'), width: 80, render: (_: unknown, r) => kindTag(t, r) },
    {
      title: t('menu.pathOrAction'),
      width: 210,
      render: (_: unknown, r) => <code>{r.kind === 2 ? r.action : r.path}</code>,
    },
    {
      title: t('menu.component'),
      width: 150,
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
            <ActionLink onClick={() => addChild(r)}>{t('menu.addChild')}</ActionLink>
          ) : null}
          {can('sys:menu:edit') ? <ActionLink onClick={() => edit(r)}>{t('common.edit')}</ActionLink> : null}
          {can('sys:menu:delete') ? deleteButton(r) : null}
        </Space>
      ),
    },
  ];
}

const ROUTE_PATH = /^(\/(:?[A-Za-z0-9][A-Za-z0-9_-]*))+$/;

/** The fields of a button or system-wide action (kind 2). */
export function buttonFields(t: SystemConfigT, form: FormInstance<PermissionInput>) {
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item
          name={['meta', 'title']}
          label={t('menu.buttonName')}
          rules={[{ required: true, whitespace: true, message: t('rule.buttonName') }]}
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
            { required: true, message: t('rule.action') },
            {
              pattern: /^[A-Za-z][A-Za-z0-9_-]*(:[A-Za-z0-9_-]+){1,3}$/,
              message: t('rule.actionFormat'),
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
  );
}

const SWITCHES = [
  ['hidden', 'menu.hidden'],
  ['alwaysShow', 'menu.alwaysShow'],
  [['meta', 'keepAlive'], 'menu.keepAlive'],
  [['meta', 'affix'], 'menu.affix'],
  [['meta', 'noCache'], 'menu.noCache'],
  [['meta', 'internalOrExternal'], 'menu.internalOrExternal'],
] as const;

/** The fields of a root or menu (kinds 0 and 1); `external` makes the link address required. */
export function menuFields(t: SystemConfigT, componentKeys: readonly string[], external: boolean) {
  return (
    <>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name={['meta', 'title']}
            label={t('menu.title')}
            rules={[{ required: true, whitespace: true, message: t('rule.title') }]}
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
              { required: true, message: t('rule.path') },
              {
                pattern: ROUTE_PATH,
                message: t('rule.pathFormat'),
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
              { required: true, message: t('rule.name') },
              {
                pattern: /^[A-Za-z][A-Za-z0-9_-]*$/,
                message: t('rule.nameFormat'),
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
            rules={[{ required: true, message: t('rule.component') }]}
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
            rules={[{ pattern: ROUTE_PATH, message: t('rule.redirect') }]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name={['meta', 'icon']}
            label={t('menu.icon')}
            extra={t('menu.iconHint')}
            rules={[{ pattern: /^[A-Z][A-Za-z0-9]*$/, message: t('rule.icon') }]}
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
        {SWITCHES.map(([name, label]) => (
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
              { required: external, message: t('rule.externalRequired') },
              { pattern: /^(https?:\/\/\S+|\/(?!\/)\S*)$/, message: t('rule.externalFormat') },
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
  );
}
