import { MailList } from './MailList';

/** 邮寄管理 (yjgl/MailList). */
export default function MailListPage() {
  return <MailList mode="mail" />;
}
