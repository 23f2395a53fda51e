import { Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useAcceptedApplicationOptions } from './queries';
import { applicationTexts } from './texts';

/** 发起变更 from the change list: a change is raised on an accepted application, chosen here. */
export function ChooseAcceptedApplication({
  open,
  onCancel,
  onChosen,
}: {
  open: boolean;
  onCancel: () => void;
  onChosen: (id: string) => void;
}) {
  const { t } = applicationTexts.useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string | undefined>();
  const [error, setError] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useAcceptedApplicationOptions(keyword, open).data?.records ?? [];
  const options = found.map((r) => ({ value: r.id, label: `${r.applyNo} ${r.enterpriseName}` }));
  return (
    <Modal
      open={open}
      title={t('change.chooseTitle')}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => (chosen ? onChosen(chosen) : setError(true))}
    >
      <p>{t('change.chooseHint')}</p>
      <Select
        showSearch={{ filterOption: false, onSearch: setTyped }}
        style={{ width: '100%' }}
        placeholder={t('change.choosePlaceholder')}
        options={options}
        value={chosen}
        onChange={(v) => {
          setChosen(v);
          setError(false);
        }}
        status={error ? 'error' : undefined}
      />
      {error ? <p className="cb-choose-error">{t('change.chooseRequired')}</p> : null}
    </Modal>
  );
}
