/** 客户通知's and 开放文件's enterprise picker: the shared one, searching through this area's option call. */
import type { ComponentProps } from 'react';
import { EnterprisePicker as SharedPicker } from '../../shared/components/form/EnterprisePicker';
import { clientNoticesApi } from './api';
import { clientNoticeTexts } from './texts';

export function EnterprisePicker(props: Omit<ComponentProps<typeof SharedPicker>, 'search' | 'placeholder'>) {
  const { t } = clientNoticeTexts.useTranslation();
  return (
    <SharedPicker
      {...props}
      search={clientNoticesApi.enterpriseOptions}
      placeholder={t('audience.pickEnterprise')}
    />
  );
}
