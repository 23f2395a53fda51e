/** /xxtz/list — 我的消息. */
import { MyNoticeTable } from './MyNoticeTable';
import './notices.css';

export default function MessageListPage() {
  return (
    <div className="notice-page" data-testid="message-list-page">
      <MyNoticeTable category="1" />
    </div>
  );
}
