/** 应急事件's enterprise picker: the shared one, searching through this area's option call. */
import type { ComponentProps } from 'react';
import { EnterprisePicker as SharedPicker } from '../../shared/components/form/EnterprisePicker';
import { eventsApi } from './api';
import { eventTexts } from './texts';

export function EnterprisePicker(props: Omit<ComponentProps<typeof SharedPicker>, 'search' | 'placeholder'>) {
  const { t } = eventTexts.useTranslation();
  return (
    <SharedPicker {...props} search={eventsApi.enterpriseOptions} placeholder={t('form.pickEnterprise')} />
  );
}
