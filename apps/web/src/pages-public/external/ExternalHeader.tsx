/** The public pages' header: the body's name and the page title (as /cert/search shows them). */
export function ExternalHeader({ body, title }: { body: string; title: string }) {
  return (
    <header className="ext-page__header">
      <div className="ext-page__header-inner">
        <svg className="ext-page__logo" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <path d="M24 3 6 10v12c0 11.1 7.7 20.9 18 23 10.3-2.1 18-11.9 18-23V10L24 3Z" fill="#fff" />
          <path
            d="m15.5 24.5 6 6 11-12"
            fill="none"
            stroke="#1677ff"
            strokeWidth="3.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <div>
          <p className="ext-page__body" data-testid="cert-body-name">
            {body || '\u00a0'}
          </p>
          <h1 className="ext-page__title">{title}</h1>
        </div>
      </div>
    </header>
  );
}
