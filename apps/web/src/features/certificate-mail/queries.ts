/** Server state of 证书邮寄: every list and record under `yjgl:mail`, refreshed by every action. */
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { mailApi } from './api';

export const MAIL_AREA_KEY = 'yjgl:mail';
export const MAIL_LIST_SETTING_KEY = `${MAIL_AREA_KEY}:list`;
export const APPLY_LIST_SETTING_KEY = `${MAIL_AREA_KEY}:apply`;

const mails = defineAreaQueries(MAIL_AREA_KEY, { get: mailApi.get });
export const useMail = mails.useRecord;
export const useSendMail = mails.mutation(mailApi.send);
export const useSignMail = mails.mutation(mailApi.sign);
export const useApproveMail = mails.mutation(mailApi.approve);
