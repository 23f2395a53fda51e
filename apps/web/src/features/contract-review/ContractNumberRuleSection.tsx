import { contractNumberPatternError } from '@cb/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { formatDateTime } from '../../shared/format/dateTime';
import { reviewApi } from './api';
import { reviewTexts } from './texts';

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
  const { t } = reviewTexts.useTranslation();
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
      void message.success(t('config.saved'));
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
            label: t('config.currentRule'),
            children: (
              <Space>
                <Typography.Text code data-testid="contract-number-current">
                  {rule.data.pattern}
                </Typography.Text>
                {rule.data.isDefault ? (
                  <Typography.Text type="secondary">{t('config.isDefault')}</Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            key: 'n',
            label: t('config.nextNumber'),
            children: <strong data-testid="contract-number-next">{rule.data.preview}</strong>,
          },
          { key: 'u', label: t('config.updatedAt'), children: formatDateTime(rule.data.updatedAt) || '—' },
        ]}
      />
      {editable ? (
        <Form layout="vertical" style={{ maxWidth: 640 }} onFinish={() => undefined}>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('config.ruleHelpTitle')}
            description={t('config.ruleHelp')}
          />
          <Form.Item
            label={t('config.numberRule')}
            htmlFor="contract-number-pattern"
            validateStatus={localError || preview.error ? 'error' : undefined}
            help={
              localError ??
              (preview.error instanceof Error ? preview.error.message : undefined) ??
              (changed && preview.data ? t('config.nextByRule', { number: preview.data.preview }) : undefined)
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
              {t('config.save')}
            </Button>
            <Button disabled={draft === null} onClick={() => setDraft(null)}>
              {t('config.cancel')}
            </Button>
          </Space>
        </Form>
      ) : null}
    </div>
  );
}
