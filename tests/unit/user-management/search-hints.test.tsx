import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RoleList } from '@resources/user-management/roles/RoleList';
import { UserList } from '@resources/user-management/users/UserList';
import { renderAdmin } from '../audit/render-admin';

const server = setupServer(
  http.get('*/api/authorization/user/get', () =>
    HttpResponse.json({ users: [], paginationModel: { totalRecords: 0 } }),
  ),
  http.get('*/api/authorization/user/roles', () =>
    HttpResponse.json({ roles: [], paginationModel: { totalRecords: 0 } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const searchBox = () => screen.getByRole('textbox', { name: /^(Search|Rechercher)$/ }) as HTMLInputElement;

describe('the search boxes of Users and Roles', () => {
  it('say what the search looks in, like every other list: the users by name, e-mail, agency and roles', async () => {
    renderAdmin(<UserList />, { permissions: [] });
    await screen.findByText('Showing 0 to 0 of 0 results');
    expect(searchBox().placeholder).toBe('Search in: Name, Email, Agency, Roles');
  });

  it('the roles by their title, in the UI language', async () => {
    renderAdmin(<RoleList />, { permissions: [], locale: 'fr' });
    await screen.findByText(/^Affichage de 0 à 0/);
    expect(searchBox().placeholder).toBe('Rechercher dans : Titre');
  });
});
