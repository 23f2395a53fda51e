import { Button } from './basic/Button';
import './StatusPage.css';

export interface StatusPageProps {
  code: string;
  description: string;
  action: string;
  onAction: () => void;
}

/** A centred status message with one way out (404, load failure ...); no antd, so it loads fast. */
export function StatusPage({ code, description, action, onAction }: StatusPageProps) {
  return (
    <main className="status-page">
      <h1 className="status-page__code">{code}</h1>
      <p className="status-page__description">{description}</p>
      <Button variant="primary" onClick={onAction}>
        {action}
      </Button>
    </main>
  );
}
