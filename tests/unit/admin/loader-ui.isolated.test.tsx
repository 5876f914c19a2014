// Isolated (ui-isolated project): the loader counts requests in a module-level store, which another
// file's unfinished request would leave non-zero in a shared module graph.
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { en } from '../i18n-texts';
import { createI18nProvider } from '@admin/i18n/i18n-provider';
import { buildMessages } from '@admin/i18n/messages';
import { LoadingBar } from '@admin/loader/LoadingBar';
import { beginRequest } from '@admin/loader/loading-store';

const i18n = () => createI18nProvider('en', buildMessages('en', en));

describe('please wait loader', () => {
  it('shows "please wait..." during a request and for at least 1000 ms', async () => {
    render(
      <I18nContextProvider value={i18n()}>
        <LoadingBar />
      </I18nContextProvider>,
    );
    expect(screen.queryByText('please wait...')).toBeNull();
    let end = () => {};
    const shownAt = Date.now();
    act(() => {
      end = beginRequest();
    });
    expect(screen.getByRole('status').textContent).toContain('please wait...');
    act(() => end());
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 800 - (Date.now() - shownAt))));
    expect(screen.queryByText('please wait...')).not.toBeNull();
    await waitFor(() => expect(screen.queryByText('please wait...')).toBeNull(), { timeout: 2000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(990);
  });
});
