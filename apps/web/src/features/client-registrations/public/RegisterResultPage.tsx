/**
 * /user/register-result (public): what happens next. Opened from the confirmation e-mail
 * (`?token=`), it confirms the address first; after a submit it says whether an e-mail is on its way
 * (`?status=0`) or the body reviews next (`?status=1`).
 */
import { Button, Card, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { registrationApi } from '../api';
import { registrationTexts } from '../texts';
import './public.css';

type Shown = 'confirming' | 'confirmed' | 'invalid' | 'checkEmail' | 'pending';

export default function RegisterResultPage() {
  const { t } = registrationTexts.useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token');
  const [shown, setShown] = useState<Shown>(
    token ? 'confirming' : search.get('status') === '0' ? 'checkEmail' : 'pending',
  );

  useEffect(() => {
    document.title = t('result.title');
    if (!token) return;
    let live = true;
    registrationApi.confirm(token).then(
      () => live && setShown('confirmed'),
      () => live && setShown('invalid'),
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  const back = (
    // A button that navigates (a link inside a button is two nested controls).
    <Button type="primary" onClick={() => navigate('/login')}>
      {t('result.toLogin')}
    </Button>
  );
  return (
    <main className="cb-self-service">
      <Card className="cb-self-service__card">
        {shown === 'confirming' ? (
          <Result icon={<Spin />} title={t('result.confirming')} />
        ) : shown === 'invalid' ? (
          <Result status="warning" title={t('result.invalidLink')} extra={back} />
        ) : (
          <Result
            status="success"
            title={shown === 'confirmed' ? t('result.confirmed') : t('result.title')}
            subTitle={shown === 'checkEmail' ? t('result.checkEmail') : t('result.pendingReview')}
            extra={back}
          />
        )}
      </Card>
    </main>
  );
}
