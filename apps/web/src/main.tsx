import type { ErpPortalSetting } from '@cb/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { applyLocalePolicy } from './shared/i18n';
import { StorageKey } from './shared/storage/keys';
import { localStore } from './shared/storage/persistent';
import { initTenant } from './shared/tenant';
import './app/global.css';

async function start() {
  initTenant();
  await applyLocalePolicy(localStore.get<ErpPortalSetting>(StorageKey.erpSetting)?.isEnableI18n);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
