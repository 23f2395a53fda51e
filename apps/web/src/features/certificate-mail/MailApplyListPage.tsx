import { MailList } from './MailList';

/** 邮寄申请 (yjgl/MailApplyList). */
export default function MailApplyListPage() {
  return <MailList mode="apply" />;
}
