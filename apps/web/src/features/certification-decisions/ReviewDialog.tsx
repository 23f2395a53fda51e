import { DEFAULT_REVIEW_ITEMS, reviewSubmissionRefusal } from '@cb/domain';
import { Alert, App, Button, Form, Input, Modal, Radio, Space, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TechReviewRow } from './api';
import { decisionPath } from './paths';
import { useSubmitReview } from './queries';
import { decisionTexts } from './texts';

interface Finding {
  item: string;
  /** null until the reviewer answers the item. */
  ok: boolean | null;
  note: string;
}

/**
 * The reviewer goes through the file item by item and passes or rejects it. Nothing is answered for
 * them: items start open and the conclusion unchosen, and a pass needs every item answered (the
 * server's rule, checked here before asking).
 */
export function ReviewDialog({ review, onClose }: { review: TechReviewRow; onClose: () => void }) {
  const { t } = decisionTexts.useTranslation();
  const { message, modal } = App.useApp();
  const submit = useSubmitReview();
  const readOnly = review.result !== 0;
  const [findings, setFindings] = useState<Finding[]>(() =>
    DEFAULT_REVIEW_ITEMS.map((item) => ({ item, ok: null, note: '' })),
  );
  const [result, setResult] = useState<0 | 1 | 2>(0);
  const [target, setTarget] = useState<1 | 2>(1);
  const [reason, setReason] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const update = (i: number, patch: Partial<Finding>) =>
    setFindings((all) => all.map((f, j) => (j === i ? { ...f, ...patch } : f)));

  const send = () => {
    const refusal = reviewSubmissionRefusal({ result, findings, reason });
    if (refusal) return setIssue(refusal);
    setIssue(null);
    modal.confirm({
      title: t('review.confirm'),
      onOk: () =>
        submit
          .mutateAsync({
            id: review.id,
            version: review.version,
            result,
            findings,
            reason: reason.trim(),
            rejectTarget: target,
          })
          .then(() => {
            message.success(t('review.done'));
            onClose();
          }),
    });
  };

  return (
    <Modal
      open
      width={820}
      title={t('review.title', { name: review.enterpriseName })}
      onCancel={onClose}
      footer={
        readOnly ? null : (
          <Space>
            <Button onClick={onClose}>{t('decision.back')}</Button>
            <Button type="primary" loading={submit.isPending} onClick={send} data-testid="review-submit">
              {t('review.submit')}
            </Button>
          </Space>
        )
      }
    >
      <p>
        {review.auditTypeName} · {review.scheme} · {review.planNo} ·{' '}
        <Link to={decisionPath(review.projectId)} onClick={onClose}>
          {t('review.view')}
        </Link>
      </p>
      {readOnly ? (
        <Alert
          type={review.result === 1 ? 'success' : 'warning'}
          showIcon
          title={`${review.resultName}${review.reason ? `：${review.reason}` : ''}`}
        />
      ) : (
        <Form layout="vertical">
          <Table
            size="small"
            rowKey="item"
            pagination={false}
            dataSource={findings}
            columns={[
              { title: t('review.item'), dataIndex: 'item', width: 220 },
              {
                title: t('review.answer'),
                dataIndex: 'ok',
                width: 150,
                render: (v: boolean | null, _f, i) => (
                  <Radio.Group
                    value={v}
                    aria-label={`${findings[i]!.item}${t('review.answer')}`}
                    data-testid={`review-item-${i}`}
                    onChange={(e) => {
                      update(i, { ok: e.target.value });
                      setIssue(null);
                    }}
                    options={[
                      { value: true, label: t('review.ok') },
                      { value: false, label: t('review.notOk') },
                    ]}
                  />
                ),
              },
              {
                title: t('review.note'),
                dataIndex: 'note',
                render: (v: string, _f, i) => (
                  <Input
                    size="small"
                    value={v}
                    maxLength={500}
                    aria-label={`${findings[i]!.item}${t('review.note')}`}
                    onChange={(e) => update(i, { note: e.target.value })}
                  />
                ),
              },
            ]}
          />
          <Form.Item label={t('review.conclusion')} style={{ marginTop: 12 }}>
            <Radio.Group
              value={result || undefined}
              data-testid="review-conclusion"
              onChange={(e) => {
                setResult(e.target.value);
                setIssue(null);
              }}
            >
              <Radio value={1}>{t('review.pass')}</Radio>
              <Radio value={2}>{t('review.reject')}</Radio>
            </Radio.Group>
          </Form.Item>
          {result === 2 ? (
            <>
              <Form.Item label={t('review.target')}>
                <Radio.Group value={target} onChange={(e) => setTarget(e.target.value)}>
                  <Radio value={1}>{t('review.toTeam')}</Radio>
                  <Radio value={2}>{t('review.toFileRecovery')}</Radio>
                </Radio.Group>
              </Form.Item>
              <Form.Item label={t('field.reason')} required>
                <Input.TextArea
                  rows={3}
                  maxLength={1000}
                  value={reason}
                  placeholder={t('review.reasonPlaceholder')}
                  onChange={(e) => {
                    setReason(e.target.value);
                    setIssue(null);
                  }}
                />
              </Form.Item>
            </>
          ) : null}
          {issue ? <Alert type="error" showIcon title={issue} /> : null}
        </Form>
      )}
    </Modal>
  );
}
