import { COMPANY_CHECK_CATEGORIES, companyCheckUrl } from '@cb/domain';
import { Input, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useCompanyCheckLinks } from './queries';
import { referenceTexts } from './texts';

/**
 * Company-check links panel (SPEC.md §1): the tenant's external certification, credit and
 * business-information sites, each opened with the company name as its search. Used on review pages
 * and from the floating toolbar.
 */
export default function CompanyCheckLinks({ companyName }: { companyName?: string }) {
  const { t } = referenceTexts.useTranslation();
  const [name, setName] = useState(companyName ?? '');
  const setting = useCompanyCheckLinks();
  // Links that cannot be read show as none.
  const links = setting.data?.links ?? (setting.error ? [] : null);

  useEffect(() => setName(companyName ?? ''), [companyName]);

  return (
    <div className="company-check-links" style={{ minWidth: 280 }}>
      <Input
        allowClear
        value={name}
        maxLength={100}
        placeholder={t('companyCheck.placeholder')}
        onChange={(e) => setName(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      {links === null ? (
        <Spin size="small" />
      ) : (
        COMPANY_CHECK_CATEGORIES.map((category) => {
          const inCategory = links.filter((l) => l.category === category.code);
          if (!inCategory.length) return null;
          return (
            <div key={category.code} style={{ marginBottom: 8 }}>
              <Typography.Text type="secondary">{t(`companyCheck.${category.code}`)}</Typography.Text>
              <Space wrap size={[4, 4]} style={{ display: 'flex', marginTop: 4 }}>
                {inCategory.map((link) => {
                  const url = companyCheckUrl(link.url, name);
                  return url ? (
                    <Tag key={link.name} color="blue" style={{ marginInlineEnd: 0 }}>
                      <a href={url} target="_blank" rel="noopener noreferrer">
                        {link.name}
                      </a>
                    </Tag>
                  ) : null;
                })}
              </Space>
            </div>
          );
        })
      )}
      {!name.trim() && links?.length ? (
        <Typography.Text type="secondary">{t('companyCheck.noName')}</Typography.Text>
      ) : null}
    </div>
  );
}
