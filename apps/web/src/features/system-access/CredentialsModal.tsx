import { App, Button, Modal, Table, Typography } from 'antd';
import type { UserCredentials } from './api';
import { accessTexts } from './texts';

/**
 * Generated passwords, shown once (password reset, import, new tenant admin): the server keeps
 * only their hashes, so closing this dialog is the last chance to read them.
 */
export function CredentialsModal({
  title,
  text,
  credentials,
  onClose,
}: {
  title: string;
  text: string;
  credentials: UserCredentials[] | null;
  onClose: () => void;
}) {
  const { t } = accessTexts.useTranslation();
  const { message } = App.useApp();
  const copy = async (value: string) => {
    await navigator.clipboard?.writeText(value).catch(() => undefined);
    void message.success(t('common.copied'));
  };
  return (
    <Modal
      title={title}
      open={credentials !== null}
      onCancel={onClose}
      maskClosable={false}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      width={560}
    >
      <Typography.Paragraph type="warning">{text}</Typography.Paragraph>
      <Table<UserCredentials>
        rowKey="username"
        size="small"
        pagination={false}
        dataSource={credentials ?? []}
        scroll={{ y: 360 }}
        columns={[
          { title: t('user.username'), dataIndex: 'username' },
          {
            title: t('user.password'),
            dataIndex: 'password',
            render: (password: string) => (
              <Typography.Text code data-testid="generated-password">
                {password}
              </Typography.Text>
            ),
          },
          {
            title: '',
            width: 70,
            render: (_: unknown, row) => (
              <Button size="small" type="link" onClick={() => void copy(`${row.username} ${row.password}`)}>
                {t('common.copy')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
