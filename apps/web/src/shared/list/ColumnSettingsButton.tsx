import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Checkbox, Modal, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { type ColumnState, moveKey } from './columnSettings';
import { blockTexts } from './texts';

export interface ColumnChoice {
  key: string;
  title: ReactNode;
}

/**
 * The 列设置 dialog: tick columns on or off and move them up or down; each change is saved at once.
 * (A Modal rather than a Popover: the shell already loads Modal, so the list adds nothing to it.)
 */
export function ColumnSettingsButton({
  choices,
  state,
  onChange,
  onReset,
}: {
  choices: readonly ColumnChoice[];
  state: ColumnState;
  onChange: (state: ColumnState) => void;
  onReset: () => void;
}) {
  const { t } = blockTexts.useTranslation();
  const [open, setOpen] = useState(false);
  const byKey = new Map(choices.map((c) => [c.key, c]));
  const order = [
    ...state.order.filter((k) => byKey.has(k)),
    ...choices.map((c) => c.key).filter((k) => !state.order.includes(k)),
  ];
  const content = (
    <div className="cb-column-settings" data-testid="column-settings">
      {order.map((key, i) => (
        <div key={key} className="cb-column-settings-row">
          <Checkbox
            checked={!state.hidden.includes(key)}
            onChange={(e) =>
              onChange({
                order,
                hidden: e.target.checked ? state.hidden.filter((k) => k !== key) : [...state.hidden, key],
              })
            }
          >
            {byKey.get(key)?.title}
          </Checkbox>
          <Space size={0}>
            <Button
              type="text"
              size="small"
              aria-label={t('moveUp')}
              disabled={i === 0}
              icon={<ArrowUpOutlined />}
              onClick={() => onChange({ ...state, order: moveKey(order, key, -1) })}
            />
            <Button
              type="text"
              size="small"
              aria-label={t('moveDown')}
              disabled={i === order.length - 1}
              icon={<ArrowDownOutlined />}
              onClick={() => onChange({ ...state, order: moveKey(order, key, 1) })}
            />
          </Space>
        </div>
      ))}
      <Button type="link" size="small" onClick={onReset}>
        {t('columnsReset')}
      </Button>
    </div>
  );
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="column-settings-button">
        {t('columns')}
      </Button>
      <Modal open={open} title={t('columns')} footer={null} width={360} onCancel={() => setOpen(false)}>
        {content}
      </Modal>
    </>
  );
}
