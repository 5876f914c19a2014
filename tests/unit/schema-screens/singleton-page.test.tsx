import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { customizeValidator } from '@rjsf/validator-ajv8';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { en, fr } from '../i18n-texts';
import { getBranding, resetBranding } from '@admin/branding/index.js';
import { createDataProvider } from '@admin/data-provider.js';
import { createSchemaResource } from '@admin/schema-screens/index.js';
import { FormValidatorContext, type FormValidatorSource } from '@admin/schema-screens/form-validator.js';
import { storeToken } from '@admin/session/token-store.js';
import { inOneHour, makeToken } from '../admin/jwt.js';
import { FakeHttpError, type Call } from './harness.js';
import { savedSettings, settingsSchema } from './settings-fixture.js';

const ROUTE = `/${settingsSchema.resource.route}`;
const API = settingsSchema.resource.api;
const VIEW = 'Settings.SAASTenancySettings.ViewSettings';
const ADD = 'Settings.SAASTenancySettings.Add';
const messages = { en: { ...englishMessages, ...en }, fr: { ...frenchMessages, ...fr } };
const compilingValidator = customizeValidator();
const validators: FormValidatorSource = async () => compilingValidator;

type Answer = (call: Call) => unknown;

/** Where the router is (TestMemoryRouter's callback). */
let location: { pathname: string; search: string; hash: string };

/** The settings API in memory: get answers `row`, save stores the body (version + 1); `override` may answer or throw first. */
function settingsApi(row: unknown = savedSettings(), override?: Answer) {
  const calls: Call[] = [];
  let stored = row;
  const fetchJson = async (path: string, init?: RequestInit) => {
    const url = new URL(path, 'http://x');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const answer = (body: unknown) => ({ status: 200, headers: new Headers(), body });
    const overridden = override?.(call);
    if (overridden !== undefined) return answer(overridden);
    if (call.path === `${API}/get`) return answer(stored);
    if (call.path === `${API}/save`) {
      const body = call.body as Record<string, unknown>;
      const { lightLogoBinary, darkLogoBinary, smtpPassword, ...rest } = body;
      stored = {
        ...(stored as object),
        ...rest,
        version: Number(body.version) + 1,
        smtpPasswordSet: Boolean(smtpPassword) || (stored as { smtpPasswordSet: boolean }).smtpPasswordSet,
        lightLogo: lightLogoBinary ? '/api/files/21' : rest.lightLogo,
        darkLogo: darkLogoBinary ? '/api/files/22' : rest.darkLogo,
      };
      return answer(stored);
    }
    throw new FakeHttpError(404, { detail: `no route ${call.path}` });
  };
  return { calls, fetchJson, saves: () => calls.filter((c) => c.method === 'POST') };
}

function renderPage(
  api: ReturnType<typeof settingsApi>,
  options: { url?: string; permissions?: string[]; locale?: 'en' | 'fr' } = {},
) {
  storeToken(
    makeToken({ fullname: 'Alice Admin', Permission: options.permissions ?? [VIEW, ADD], exp: inOneHour(), sid: 's' }),
  );
  const resource = createSchemaResource(settingsSchema);
  const Page = resource.list;
  const i18nProvider = polyglotI18nProvider(
    (l) => messages[l as 'en' | 'fr'] ?? messages.en,
    options.locale ?? 'en',
    [],
    { allowMissing: true },
  );
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => options.permissions ?? [VIEW, ADD],
  };
  return render(
    <TestMemoryRouter
      initialEntries={[options.url ?? ROUTE]}
      locationCallback={(l) => {
        location = l;
      }}
    >
      <FormValidatorContext.Provider value={validators}>
        <AdminContext
          dataProvider={createDataProvider(() => [settingsSchema], api.fetchJson)}
          i18nProvider={i18nProvider}
          authProvider={authProvider}
        >
          <ResourceContextProvider value={resource.name}>
            <Page />
          </ResourceContextProvider>
          <Notification />
        </AdminContext>
      </FormValidatorContext.Provider>
    </TestMemoryRouter>,
  );
}

const field = (label: RegExp) => screen.findByLabelText(label, {}, { timeout: 5000 });
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Information' }));

beforeEach(() => resetBranding());

describe('singleton screen: tabs in the URL fragment', () => {
  it('opens the tab the fragment names, and the first tab for a missing or unknown one', async () => {
    renderPage(settingsApi(), { url: `${ROUTE}#officialInfo` });
    expect(((await field(/^Company Title/)) as HTMLInputElement).value).toBe('Acme Travel');
    expect(selectedTab()).toBe('Official Info');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'UI Settings',
      'Official Info',
      'Technical Settings',
      'Links',
      'Reservation Ref',
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Official Info' })).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'UI Settings' })).toBeNull(); // hidden
  });

  it('shows UI Settings for an unknown fragment', async () => {
    renderPage(settingsApi(), { url: `${ROUTE}#nothing` });
    await field(/^Primary Color/);
    expect(selectedTab()).toBe('UI Settings');
  });

  it('changes the fragment on a click and keeps the query string', async () => {
    renderPage(settingsApi(), { url: `${ROUTE}?from=menu` });
    await field(/^Primary Color/);
    fireEvent.click(screen.getByRole('tab', { name: 'Links' }));
    await waitFor(() => expect(location.hash).toBe('#links'));
    expect(location.search).toBe('?from=menu');
    expect(location.pathname).toBe(ROUTE);
    expect(selectedTab()).toBe('Links');
    expect(screen.getByRole('tabpanel', { name: 'Links' })).toBeTruthy();
  });
});

describe('singleton screen: saving', () => {
  it('refuses an invalid save: every message, the tab of the first error opened, nothing sent', async () => {
    const api = settingsApi({ ...savedSettings(), companyTitle: null, fitRef: 'lower' });
    renderPage(api, { url: `${ROUTE}#links` });
    await screen.findByRole('tab', { name: 'Links', selected: true }, { timeout: 5000 });
    await screen.findByRole('button', { name: 'Save Information' }, { timeout: 5000 });
    save();
    await screen.findByText('Company Title is required.');
    expect(selectedTab()).toBe('Official Info');
    expect(location.hash).toBe('#officialInfo');
    fireEvent.click(screen.getByRole('tab', { name: 'Reservation Ref' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'Reservation Ref' })).getByText('FIT Ref is not valid.'),
    ).toBeTruthy();
    expect(api.saves()).toEqual([]);
  });

  it('saves the full body with the version read, leaves an untyped secret out, toasts and takes the saved colours as branding', async () => {
    const api = settingsApi();
    renderPage(api);
    const primary = await field(/^Primary Color/);
    fireEvent.change(primary, { target: { value: '#0b6e4f' } });
    save();
    await screen.findByText('SAAS Tenancy Settings are saved successfully!');
    const [call] = api.saves();
    expect(call.path).toBe(`${API}/save`);
    expect(call.body).toMatchObject({
      version: 4,
      primaryColor: '#0b6e4f',
      secondaryColor: '#3584fc',
      companyTitle: 'Acme Travel',
      lightLogo: '/api/files/11',
      lightLogoBinary: null,
      smtpPort: 587,
    });
    expect(call.body).not.toHaveProperty('smtpPassword');
    expect(call.body).not.toHaveProperty('smtpPasswordSet');
    expect(getBranding()).toMatchObject({
      primaryColor: '#0b6e4f',
      companyTitle: 'Acme Travel',
      lightLogo: '/api/files/11',
    });
    // The next save sends the version the save answered.
    save();
    await waitFor(() => expect(api.saves()).toHaveLength(2));
    expect(api.saves()[1].body).toMatchObject({ version: 5 });
  });

  it("toasts the schema's failure text when the server gives no reason, and keeps the input", async () => {
    const api = settingsApi(undefined, (call) => {
      if (call.method === 'POST') throw new FakeHttpError(500, undefined);
      return undefined;
    });
    renderPage(api);
    const primary = await field(/^Primary Color/);
    fireEvent.change(primary, { target: { value: '#112233' } });
    save();
    await screen.findByText('Failed to save SAAS Tenancy Settings.');
    expect((screen.getByLabelText(/^Primary Color/) as HTMLInputElement).value).toBe('#112233');
  });

  it('Cancel puts back the last saved values', async () => {
    renderPage(settingsApi(), { url: `${ROUTE}#officialInfo` });
    const title = await field(/^Company Title/);
    fireEvent.change(title, { target: { value: 'Something else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect((screen.getByLabelText(/^Company Title/) as HTMLInputElement).value).toBe('Acme Travel'),
    );
    expect(selectedTab()).toBe('Official Info');
  });

  it("says 'Invalid provider settings data' for an empty answer", async () => {
    renderPage(settingsApi(null));
    await screen.findByText('Invalid provider settings data');
    expect(screen.queryByRole('button', { name: 'Save Information' })).toBeNull();
  });

  it('keeps the input on a stale version and offers Reload', async () => {
    const api = settingsApi(undefined, (call) => {
      if (call.method === 'POST')
        throw new FakeHttpError(409, {
          code: 'stale-version',
          detail: 'This record was changed by someone else. Reload it and try again.',
        });
      return undefined;
    });
    renderPage(api, { url: `${ROUTE}#officialInfo` });
    const title = await field(/^Company Title/);
    fireEvent.change(title, { target: { value: 'Mine' } });
    save();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This record was changed by someone else.');
    expect((screen.getByLabelText(/^Company Title/) as HTMLInputElement).value).toBe('Mine');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((screen.getByLabelText(/^Company Title/) as HTMLInputElement).value).toBe('Acme Travel'),
    );
    await screen.findByText('Mine', { exact: false });
  });

  it('shows the form read-only and no Save without the add permission', async () => {
    renderPage(settingsApi(), { permissions: [VIEW] });
    const primary = await field(/^Primary Color/);
    expect((primary as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save Information' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('speaks French', async () => {
    renderPage(settingsApi(), { locale: 'fr' });
    await screen.findByRole('tab', { name: "Paramètres d'interface", selected: true }, { timeout: 5000 });
    expect(await screen.findByRole('button', { name: 'Enregistrer les informations' })).toBeTruthy();
  });
});

describe('singleton screen: secrets', () => {
  it('says a stored secret is kept when left empty, and sends it once typed', async () => {
    const api = settingsApi();
    renderPage(api, { url: `${ROUTE}#technicalSettings` });
    const password = await field(/^SMTP Password/);
    expect((password as HTMLInputElement).type).toBe('password');
    expect((password as HTMLInputElement).value).toBe('');
    expect(screen.getByText('A value is stored. Leave empty to keep it.')).toBeTruthy();
    fireEvent.change(password, { target: { value: 's3cret!' } });
    save();
    await screen.findByText('SAAS Tenancy Settings are saved successfully!');
    expect(api.saves()[0].body).toMatchObject({ smtpPassword: 's3cret!' });
    // The saved form is empty again: the server never answers the secret.
    await waitFor(() => expect((screen.getByLabelText(/^SMTP Password/) as HTMLInputElement).value).toBe(''));
  });
});

describe('singleton screen: enum labels', () => {
  it('shows an enum by its labels and saves its value', async () => {
    const api = settingsApi();
    renderPage(api, { url: `${ROUTE}#technicalSettings` });
    const status = await screen.findByRole('combobox', { name: /Master Status/ }, { timeout: 5000 });
    expect(status.textContent).toContain('In-Active');
    fireEvent.mouseDown(status);
    fireEvent.click(await screen.findByRole('option', { name: 'Suspended' }));
    save();
    await screen.findByText('SAAS Tenancy Settings are saved successfully!');
    expect(api.saves()[0].body).toMatchObject({ masterStatus: 1 });
  });
});

describe('singleton screen: colour and image widgets', () => {
  it('a colour is typed as hex or picked, and a malformed one gets its message', async () => {
    renderPage(settingsApi());
    const text = (await field(/^Primary Color/)) as HTMLInputElement;
    const picker = screen.getByLabelText('Pick Primary Color') as HTMLInputElement;
    expect(picker.type).toBe('color');
    expect(picker.value).toBe('#605dff');
    fireEvent.change(picker, { target: { value: '#aa3300' } });
    await waitFor(() => expect(text.value).toBe('#aa3300'));
    fireEvent.change(text, { target: { value: '#12' } });
    await screen.findByText('Primary Color must be a colour such as #605dff.');
  });

  it('choosing a logo clears its path and sends its bytes; removing clears both', async () => {
    const api = settingsApi();
    renderPage(api);
    await field(/^Primary Color/);
    const inputs = await waitFor(() => {
      const found = screen.getAllByTestId('image-input');
      expect(found).toHaveLength(2);
      return found;
    });
    const png = new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'logo.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(inputs[0], { target: { files: [png] } });
    });
    await screen.findByText('Image uploaded successfully!');
    await screen.findByText('logo.png (0 KB)');
    // The dark logo is removed, after the confirmation.
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete image' })[1]);
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure you want to delete this image?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    save();
    await screen.findByText('Dark Logo Image is required.');
    expect(api.saves()).toEqual([]);
    expect(screen.queryByText('Light Logo Image is required.')).toBeNull(); // the chosen image stands for its path
    // A new dark logo, then the save carries both pairs.
    await act(async () => {
      fireEvent.change(screen.getAllByTestId('image-input')[1], {
        target: { files: [new File([new Uint8Array([71, 73, 70])], 'dark.gif', { type: 'image/gif' })] },
      });
    });
    await screen.findByText('dark.gif (0 KB)');
    save();
    await screen.findByText('SAAS Tenancy Settings are saved successfully!');
    expect(api.saves()[0].body).toMatchObject({
      lightLogo: null,
      lightLogoBinary: btoa(String.fromCharCode(137, 80, 78, 71, 1, 2, 3)),
      darkLogo: null,
      darkLogoBinary: btoa('GIF'),
    });
    expect(getBranding()).toMatchObject({ lightLogo: '/api/files/21', darkLogo: '/api/files/22' });
  });

  it('refuses a non-image, and SVG with its reason', async () => {
    renderPage(settingsApi());
    await field(/^Primary Color/);
    const input = await waitFor(() => screen.getAllByTestId('image-input')[0]);
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    await screen.findByText('Only image files are supported!');
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    await screen.findByText(/SVG images are not supported/);
  });
});
