import { Alert, App, Button, Empty, Form, Modal, Select, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../shared/format/dateTime';
import { usePermission } from '../../shared/permissions';
import { customersApi, type EnterpriseDetail, type EnterpriseUserCandidate } from './api';
import { useEnterpriseUsers, useLinkEnterpriseUser } from './queries';
import { type CustomerT, customerTexts } from './texts';

const userText = (u: { username: string; realname: string }) =>
  u.realname ? customerTexts.t('rule.user', { username: u.username, realname: u.realname }) : u.username;

/** 关联用户: pick an enterprise-role user not linked yet (searched on the server), confirm, link. */
function LinkUserDialog({
  t,
  record,
  onClose,
}: {
  t: CustomerT;
  record: Pick<EnterpriseDetail, 'id' | 'name'>;
  onClose: () => void;
}) {
  const { modal, message } = App.useApp();
  const link = useLinkEnterpriseUser();
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<EnterpriseUserCandidate[] | null>(null);
  const [picked, setPicked] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void customersApi.userCandidates(keyword.trim()).then(
        (rows) => live && setOptions(rows),
        () => live && setOptions([]),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);

  const chosen = options?.find((o) => o.userId === picked);
  const submit = () => {
    if (!chosen) {
      setError(t('users.pickRequired'));
      return;
    }
    modal.confirm({
      title: t('users.confirmTitle'),
      content: t('users.confirm', { user: userText(chosen), name: record.name }),
      okButtonProps: { 'data-testid': 'link-user-confirm' },
      onOk: () =>
        link.mutateAsync({ enterpriseId: record.id, userId: chosen.userId }).then(
          () => {
            void message.success(t('users.linked'));
            onClose();
          },
          // The server's Chinese refusal (已关联其他企业 …) stays in the dialog.
          (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
        ),
    });
  };

  return (
    <Modal
      open
      width={560}
      title={t('users.link')}
      onCancel={onClose}
      okText={t('users.link')}
      confirmLoading={link.isPending}
      okButtonProps={{ 'data-testid': 'link-user-ok' }}
      onOk={submit}
    >
      <Form layout="vertical">
        <Form.Item label={t('users.pick')} required validateStatus={error ? 'error' : undefined} help={error}>
          <Select
            showSearch
            allowClear
            data-testid="link-user-select"
            aria-label={t('users.pick')}
            placeholder={t('users.pickPlaceholder')}
            filterOption={false}
            loading={options === null}
            value={picked}
            onSearch={setKeyword}
            onChange={(v?: string) => {
              setPicked(v);
              setError(null);
            }}
            options={(options ?? []).map((o) => ({ value: o.userId, label: userText(o) }))}
            notFoundContent={options === null ? null : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 企业用户 tab: who signs in for this enterprise; 关联用户 for holders of the enterprise edit permission. */
export function EnterpriseUsers({ record }: { record: Pick<EnterpriseDetail, 'id' | 'name'> }) {
  const { t } = customerTexts.useTranslation();
  const can = usePermission();
  const users = useEnterpriseUsers(record.id);
  const [linking, setLinking] = useState(false);
  return (
    <div data-testid="enterprise-users">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t('users.hint')} />
        {can('khgl:enterprise:edit') ? (
          <Button type="primary" onClick={() => setLinking(true)} data-testid="link-user">
            {t('users.link')}
          </Button>
        ) : null}
        <Table
          rowKey="userId"
          size="small"
          pagination={false}
          loading={users.isLoading}
          dataSource={users.data ?? []}
          locale={{ emptyText: <Empty description={t('users.empty')} /> }}
          columns={[
            { key: 'username', title: t('users.username'), dataIndex: 'username', width: 200 },
            { key: 'realname', title: t('users.realname'), dataIndex: 'realname', width: 200 },
            {
              key: 'linkedAt',
              title: t('users.linkedAt'),
              dataIndex: 'linkedAt',
              render: formatDateTime,
            },
          ]}
        />
      </Space>
      {linking ? <LinkUserDialog t={t} record={record} onClose={() => setLinking(false)} /> : null}
    </div>
  );
}
