import {
  AppstoreOutlined,
  CheckOutlined,
  CopyOutlined,
  EditOutlined,
  LogoutOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import {
  type CertificationItem,
  emptyScopeBoxes,
  mergeCertificationItem,
  SCOPE_BOXES,
  type ScopeBoxes,
  type ScopeBoxKey,
  scopeResultCount,
} from '@cb/domain';
import { Button, Card, ConfigProvider, Input, Modal, message, Space, Table, Tooltip, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../../app/guard';
import { antdLocaleFor } from '../../app/shell/antdLocale';
import { useTheme } from '../../app/theme';
import { referenceApi } from '../../features/reference/api';
import { referenceTexts } from '../../features/reference/texts';
import { currentLocale } from '../../shared/i18n';
import { useSession } from '../../shared/stores/session';
import { copyText, createScopeSearcher } from './scopeSearch';
import './ReviewToolPage.css';

const CertificateCodeLookup = lazy(() => import('../../features/reference/CertificateCodeLookup'));

type Row = CertificationItem & { isAdd: boolean; key: string };

/**
 * Scope-picking tool (SPEC.md §2, §4, §5; the landing page of cert_admin): search recommended
 * sub-categories by keyword, add them, and compose the scope wording, the sub-category codes and the
 * Q/E/S qualification documents in five editable boxes.
 */
export function ReviewToolPage() {
  return (
    <ConfigProvider locale={antdLocaleFor(currentLocale())} theme={useTheme()}>
      <ScopeTool />
    </ConfigProvider>
  );
}

/** A scope box's small icon button, named by its tooltip. */
function IconAction({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <Button size="small" type="text" aria-label={label} icon={icon} onClick={onClick} />
    </Tooltip>
  );
}

function ScopeTool() {
  const { t } = referenceTexts.useTranslation();
  const navigate = useNavigate();
  const nickname = useSession((s) => s.userInfo?.realname ?? s.userInfo?.username ?? '');
  const logout = useSession((s) => s.logout);
  const signedIn = useSession((s) => s.token !== null);
  const [toast, toastHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();

  const [intended, setIntended] = useState('');
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [boxes, setBoxes] = useState<ScopeBoxes>(emptyScopeBoxes);
  const [editing, setEditing] = useState<Partial<Record<ScopeBoxKey, string>>>({});
  const [lookupOpen, setLookupOpen] = useState(false);

  const searcher = useMemo(
    () =>
      createScopeSearcher({
        search: (words, signal) => referenceApi.searchItems(words, signal),
        onLoading: setLoading,
        onResult: (result) => {
          setRows((result?.records ?? []).map((r) => ({ ...r, key: r.id, isAdd: false })));
          setHasMore(result?.hasMore ?? false);
        },
        onError: () => void toast.warning(t('scope.searchFailed')),
      }),
    [t, toast],
  );
  useEffect(() => () => searcher.dispose(), [searcher]);

  const add = (row: Row) => {
    setAdded((prev) => new Set(prev).add(row.id));
    setBoxes((prev) => mergeCertificationItem(prev, row));
  };

  const copy = async (text: string) => {
    try {
      await copyText(text);
      void toast.success(t('scope.copied'));
    } catch {
      void toast.warning(t('scope.searchFailed'));
    }
  };

  const confirmLogout = () =>
    modal.confirm({
      title: '提示',
      content: '真的要注销登录吗 ?',
      onOk: async () => {
        await logout();
        navigate(LOGIN_PATH, { replace: true });
      },
    });

  return (
    <main className="scope-tool">
      {toastHolder}
      {modalHolder}
      <header className="scope-tool__header">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('scope.title')}
        </Typography.Title>
        <Space>
          <Button icon={<SearchOutlined />} onClick={() => setLookupOpen(true)}>
            {t('scope.codeLookup')}
          </Button>
          {signedIn ? (
            <Button type="primary" icon={<AppstoreOutlined />} onClick={() => navigate(HOME_PATH)}>
              {t('scope.workbench')}
            </Button>
          ) : null}
          <Button icon={<LogoutOutlined />} onClick={confirmLogout} data-testid="scope-logout">
            {nickname ? `${nickname} · ` : ''}
            {t('scope.logout')}
          </Button>
        </Space>
      </header>

      <div className="scope-tool__body">
        <section className="scope-tool__left">
          <Card size="small" title={t('scope.intended')}>
            <Input.TextArea
              value={intended}
              onChange={(e) => setIntended(e.target.value)}
              autoSize={{ minRows: 3, maxRows: 8 }}
              maxLength={2000}
              placeholder={t('scope.intendedPlaceholder')}
              data-testid="scope-intended"
            />
          </Card>
          <Card
            size="small"
            title={
              <span>
                {t('scope.recommended')}
                {rows.length ? t('scope.count', { count: scopeResultCount(rows.length, hasMore) }) : ''}
              </span>
            }
          >
            <Input
              allowClear
              value={keyword}
              maxLength={100}
              prefix={<SearchOutlined />}
              placeholder={t('scope.keywordPlaceholder')}
              onChange={(e) => {
                setKeyword(e.target.value);
                searcher.input(e.target.value);
              }}
              style={{ marginBottom: 12 }}
              data-testid="scope-keyword"
            />
            <Table<Row>
              size="small"
              rowKey="key"
              loading={loading}
              pagination={false}
              dataSource={rows.map((r) => ({ ...r, isAdd: added.has(r.id) }))}
              locale={{ emptyText: t('scope.empty') }}
              columns={[
                { title: t('scope.code'), dataIndex: 'certiCode', width: 100 },
                { title: t('scope.description'), dataIndex: 'description' },
                { title: t('scope.coverage'), dataIndex: 'certiCoverage', ellipsis: true },
                {
                  title: '',
                  width: 90,
                  render: (_: unknown, row) => (
                    <Button size="small" type="link" disabled={row.isAdd} onClick={() => add(row)}>
                      {row.isAdd ? t('scope.added') : t('scope.add')}
                    </Button>
                  ),
                },
              ]}
            />
          </Card>
        </section>

        <section className="scope-tool__right">
          {SCOPE_BOXES.map((box) => {
            const draft = editing[box.key];
            const isEditing = draft !== undefined;
            return (
              <Card
                key={box.key}
                size="small"
                title={box.title}
                data-testid={`scope-box-${box.key}`}
                extra={
                  <Space size={2}>
                    {isEditing ? (
                      <IconAction
                        label={t('scope.confirm')}
                        icon={<CheckOutlined />}
                        onClick={() => {
                          setBoxes((prev) => ({ ...prev, [box.key]: draft }));
                          setEditing(({ [box.key]: _, ...rest }) => rest);
                        }}
                      />
                    ) : (
                      <IconAction
                        label={t('scope.edit')}
                        icon={<EditOutlined />}
                        onClick={() => setEditing((prev) => ({ ...prev, [box.key]: boxes[box.key] }))}
                      />
                    )}
                    <IconAction
                      label={t('scope.copy')}
                      icon={<CopyOutlined />}
                      onClick={() => void copy(isEditing ? draft : boxes[box.key])}
                    />
                  </Space>
                }
              >
                {isEditing ? (
                  <Input.TextArea
                    autoFocus
                    value={draft}
                    autoSize={{ minRows: 2, maxRows: 8 }}
                    onChange={(e) => setEditing((prev) => ({ ...prev, [box.key]: e.target.value }))}
                  />
                ) : (
                  <div className="scope-tool__box-text">{boxes[box.key] || '\u00a0'}</div>
                )}
              </Card>
            );
          })}
        </section>
      </div>

      {lookupOpen ? (
        <Suspense fallback={null}>
          <CertificateCodeLookup open onClose={() => setLookupOpen(false)} />
        </Suspense>
      ) : null}
    </main>
  );
}
