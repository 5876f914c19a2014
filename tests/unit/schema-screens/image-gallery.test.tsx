import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext } from 'react-admin';
import { en } from '../i18n-texts';
import type { FetchJson } from '@admin/http.js';
import { normalizeSchema } from '@schema/normalize.js';
import { GallerySection } from '@admin/schema-screens/widgets/GallerySection.js';
import type { StoredImage } from '@admin/schema-screens/widgets/image-files.js';
import paymentAccountJson from '../../../schemas/finance/payment-account.json';

/** The payment account schema with a gallery, so the test does not depend on other schemas. */
const schema = normalizeSchema(
  {
    ...paymentAccountJson,
    'x-resource': {
      ...paymentAccountJson['x-resource'],
      gallery: { upload: 'uploadgalleryimages', delete: 'deletegalleryimages', ownerField: 'AccountId', maxFiles: 3 },
    },
  },
  'schemas/finance/payment-account.json',
);

function fakeGallery(initial: StoredImage[]) {
  let images = [...initial];
  let next = 100;
  const calls: { path: string; body: unknown }[] = [];
  const fetchJson = vi.fn(async (path: string, init?: { method?: string; body?: unknown }) => {
    calls.push({ path, body: init?.body });
    const answer = (body: unknown) => ({ status: 200, headers: new Headers(), body });
    if (path.startsWith('/finance/paymentaccount/getbyid')) return answer({ id: 5, galleryImages: images });
    const body = init?.body as { images: unknown[] };
    if (path.endsWith('/uploadgalleryimages')) {
      images = [
        ...images,
        ...(body.images as { fileName: string }[]).map((i) => ({
          id: next,
          fileName: i.fileName,
          size: 10,
          url: `/api/files/${next++}`,
        })),
      ];
      return answer(images);
    }
    if (path.endsWith('/deletegalleryimages')) {
      images = images.filter((i) => !body.images.includes(i.id));
      return answer(images);
    }
    throw new Error(`no route ${path}`);
  }) as unknown as FetchJson;
  return { fetchJson, calls };
}

function renderGallery(fetchJson: FetchJson) {
  const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en', [], { allowMissing: true });
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <GallerySection schema={schema} rowId={5} fetchJson={fetchJson} />
    </AdminContext>,
  );
}

const png = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });
const input = () => screen.getByTestId('gallery-input') as HTMLInputElement;

describe('image gallery of a row', () => {
  it('lists the images of getbyid as thumbnails with their names', async () => {
    renderGallery(fakeGallery([{ id: 1, fileName: 'pool.png', size: 2048, url: '/api/files/1' }]).fetchJson);
    expect(screen.getByRole('heading', { name: /Gallery/ })).toBeTruthy();
    const img = await screen.findByRole('img', { name: 'pool.png' });
    expect(img.getAttribute('src')).toBe('/api/files/1');
    expect(screen.getByText('pool.png')).toBeTruthy();
  });

  it('uploads several images in one call with the owner field', async () => {
    const api = fakeGallery([]);
    renderGallery(api.fetchJson);
    await screen.findByText('No images yet.');
    fireEvent.change(input(), { target: { files: [png('a.png'), png('b.png')] } });
    await screen.findByRole('img', { name: 'b.png' });
    const upload = api.calls.find((c) => c.path === '/finance/paymentaccount/uploadgalleryimages');
    expect(upload?.body).toEqual({
      AccountId: 5,
      images: [
        { fileName: 'a.png', base64String: 'AAAAAAAAAAA=' },
        { fileName: 'b.png', base64String: 'AAAAAAAAAAA=' },
      ],
    });
  });

  it('refuses non-images and more than maxFiles without calling the server', async () => {
    const api = fakeGallery([{ id: 1, fileName: 'pool.png', size: 10, url: '/api/files/1' }]);
    renderGallery(api.fetchJson);
    await screen.findByRole('img', { name: 'pool.png' });
    fireEvent.change(input(), {
      target: { files: [png('a.png'), new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    await screen.findByText('Only image files are supported!');
    fireEvent.change(input(), { target: { files: [png('a.png'), png('b.png'), png('c.png')] } });
    await screen.findByText('At most 3 images are allowed.');
    expect(api.calls.filter((c) => c.path.endsWith('galleryimages'))).toEqual([]);
  });

  it('deletes an image after the image-delete confirmation', async () => {
    const api = fakeGallery([
      { id: 1, fileName: 'pool.png', size: 10, url: '/api/files/1' },
      { id: 2, fileName: 'lobby.png', size: 10, url: '/api/files/2' },
    ]);
    renderGallery(api.fetchJson);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete image pool.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete this image?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByRole('img', { name: 'lobby.png' });
    expect(screen.queryByRole('img', { name: 'pool.png' })).toBeNull();
    expect(api.calls.at(-1)).toEqual({
      path: '/finance/paymentaccount/deletegalleryimages',
      body: { AccountId: 5, images: [1] },
    });
  });
});
