import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { bootI18nProvider } from './i18n/i18n-provider';

/**
 * Entry point: loads the texts of the stored language (polyglot needs them before the first
 * render), then mounts the shell under a browser router (spec paths, no hash).
 */
const root = createRoot(document.getElementById('root') as HTMLElement);

bootI18nProvider().then((i18nProvider) => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App i18nProvider={i18nProvider} />
      </BrowserRouter>
    </StrictMode>,
  );
});
