import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../shared/permissions';
import { type ReportCodeMapRow, regulatorReportingApi } from './api';
import { reportTexts } from './texts';

/**
 * 代码对照: the maps from the product's codes to the regulator's (seeded complete; the body corrects
 * an entry here). A corrected entry applies to the rows computed from then on.
 */
export function CodeMapButton() {
  const { t } = reportTexts.useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('action.codeMaps')}</Button>
      {open ? <CodeMapDrawer onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function CodeMapDrawer({ onClose }: { onClose: () => void }) {
  const { t } = reportTexts.useTranslation();
  const can = usePermission();
  const { message } = App.useApp();
  const client = useQueryClient();
  const maps = useQuery({ queryKey: ['xxsb', 'codeMaps'], queryFn: regulatorReportingApi.codeMaps });
  const [map, setMap] = useState<string>('activity');
  const [editing, setEditing] = useState<{ key: string; value: string } | null>(null);
  const save = useMutation({
    mutationFn: regulatorReportingApi.saveCodeMap,
    onSuccess: async () => {
      setEditing(null);
      message.success(t('codeMap.saved'));
      await client.invalidateQueries({ queryKey: ['xxsb'] });
    },
  });
  const rows = (maps.data ?? []).filter((r) => r.map === map);
  const titles = [...new Map((maps.data ?? []).map((r) => [r.map, r.title])).entries()];
  return (
    <Drawer open title={t('codeMap.title')} size="large" onClose={onClose} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          aria-label={t('codeMap.map')}
          value={map}
          onChange={setMap}
          style={{ width: 320 }}
          options={titles.map(([value, label]) => ({ value, label }))}
        />
        <Table<ReportCodeMapRow>
          rowKey={(r) => `${r.map}:${r.fromCode}`}
          size="small"
          loading={maps.isLoading}
          pagination={false}
          dataSource={rows}
          columns={[
            { key: 'fromCode', title: t('codeMap.fromCode'), dataIndex: 'fromCode' },
            {
              key: 'toCode',
              title: t('codeMap.toCode'),
              dataIndex: 'toCode',
              render: (v: string, row) =>
                editing?.key === row.fromCode ? (
                  <Space.Compact>
                    <Input
                      aria-label={t('codeMap.toCode')}
                      value={editing.value}
                      maxLength={10}
                      placeholder={t('codeMap.placeholder')}
                      onChange={(e) => setEditing({ key: row.fromCode, value: e.target.value.toUpperCase() })}
                    />
                    <Button
                      type="primary"
                      loading={save.isPending}
                      onClick={() =>
                        save.mutate({ map: row.map as never, fromCode: row.fromCode, toCode: editing.value })
                      }
                    >
                      {t('codeMap.saved').slice(0, 2)}
                    </Button>
                  </Space.Compact>
                ) : (
                  <Space>
                    {v || '—'}
                    {can('xxsb:certificate:report') ? (
                      <Button
                        type="link"
                        size="small"
                        onClick={() => setEditing({ key: row.fromCode, value: v })}
                      >
                        {t('codeMap.edit')}
                      </Button>
                    ) : null}
                  </Space>
                ),
            },
          ]}
        />
      </Space>
    </Drawer>
  );
}
