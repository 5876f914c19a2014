import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { bootI18nProvider } from './i18n/i18n-provider';

/**
 * The admin shell, loaded on demand by main.tsx: loads the texts of the stored language
 * (polyglot needs them before the first render), then mounts react-admin under a browser
 * router (spec paths, no hash) in place of whatever `root` showed.
 */
export async function renderAdmin(root: Root): Promise<void> {
  const i18nProvider = await bootI18nProvider();
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App i18nProvider={i18nProvider} />
      </BrowserRouter>
    </StrictMode>,
  );
}
