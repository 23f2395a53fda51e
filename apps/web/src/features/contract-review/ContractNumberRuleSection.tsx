import { contractNumberPatternError } from '@cb/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { formatDateTime } from '../../shared/format/dateTime';
import { reviewApi } from './api';

const KEY = ['htps', 'review', 'config', 'contractNumberRule'];

/** The pattern typed, settled for a moment (the server's preview is asked once typing pauses). */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * 合同编号规则 (a tab of 审核时间与收费配置): the body's contract-number pattern, the number the next
 * approved review gets, and — for an administrator — a new pattern with the number it would give.
 * The server checks the pattern again and answers 409 when someone changed it meanwhile.
 */
export function ContractNumberRuleSection({ editable }: { editable: boolean }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const rule = useQuery({ queryKey: KEY, queryFn: () => reviewApi.numberRule() });
  const [draft, setDraft] = useState<string | null>(null);
  const candidate = (draft ?? rule.data?.pattern ?? '').trim();
  const changed = draft !== null && candidate !== rule.data?.pattern;
  const localError = changed ? contractNumberPatternError(candidate) : null;
  const settled = useSettled(candidate);
  const preview = useQuery({
    queryKey: [...KEY, 'preview', settled],
    queryFn: () => reviewApi.previewNumberRule(settled),
    enabled: editable && changed && settled === candidate && !contractNumberPatternError(settled),
    retry: false,
  });
  const save = useMutation({
    mutationFn: (body: { pattern: string; version: number }) => reviewApi.saveNumberRule(body),
    onSuccess: () => {
      void message.success('保存成功');
      setDraft(null);
      void client.invalidateQueries({ queryKey: KEY });
    },
  });

  if (rule.error) return <ErrorBlock error={rule.error} onRetry={() => void rule.refetch()} />;
  if (!rule.data) return <Skeleton active />;

  return (
    <div className="cb-contract-number" data-testid="contract-number-rule">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'p',
            label: '当前规则',
            children: (
              <Space>
                <Typography.Text code data-testid="contract-number-current">
                  {rule.data.pattern}
                </Typography.Text>
                {rule.data.isDefault ? <Typography.Text type="secondary">（默认）</Typography.Text> : null}
              </Space>
            ),
          },
          {
            key: 'n',
            label: '下一个合同编号',
            children: <strong data-testid="contract-number-next">{rule.data.preview}</strong>,
          },
          { key: 'u', label: '修改时间', children: formatDateTime(rule.data.updatedAt) || '—' },
        ]}
      />
      {editable ? (
        <Form layout="vertical" style={{ maxWidth: 640 }} onFinish={() => undefined}>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title="编号规则写法"
            description={
              '{yyyy} 四位年份、{yy} 两位年份、{MM} 月、{dd} 日、{seq:N} N 位流水号（必须且只能有一个）；' +
              '其余只能是字母、数字、-、_、/，最多 40 个字符。含年份（或月、日）的规则每年（或每月、每日）' +
              '重新编号；已生成的合同编号不变。'
            }
          />
          <Form.Item
            label="合同编号规则"
            htmlFor="contract-number-pattern"
            validateStatus={localError || preview.error ? 'error' : undefined}
            help={
              localError ??
              (preview.error instanceof Error ? preview.error.message : undefined) ??
              (changed && preview.data ? `按新规则，下一个合同编号为 ${preview.data.preview}` : undefined)
            }
          >
            <Input
              id="contract-number-pattern"
              data-testid="contract-number-pattern"
              value={draft ?? rule.data.pattern}
              maxLength={40}
              onChange={(e) => setDraft(e.target.value)}
              style={{ fontFamily: 'monospace' }}
            />
          </Form.Item>
          <Space>
            <Button
              type="primary"
              data-testid="contract-number-save"
              disabled={!changed || !!localError}
              loading={save.isPending}
              onClick={() => save.mutate({ pattern: candidate, version: rule.data.version })}
            >
              保存
            </Button>
            <Button disabled={draft === null} onClick={() => setDraft(null)}>
              取消
            </Button>
          </Space>
        </Form>
      ) : null}
    </div>
  );
}
