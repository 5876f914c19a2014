/**
 * Images stored in the database: the single-image upload, serving by bearer or cookie, content
 * checks, and a gallery round trip on a temporary schema (a copy of schemas/ plus one entity with
 * an image property and a gallery, agency-scoped).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE_CHUNK, tokenCookiePieces } from '@domain/token-cookie.js';
import { syncEntityTables } from '@server/db/entity-tables.js';
import { removeOrphanFiles } from '@server/files/cleanup.js';
import { rowReadable } from '@server/files/owners.js';
import { ADMIN, AGENT, startTestApp, VIEWER, type TestApp } from './helpers.js';

/** A valid w×h RGB PNG of one colour. */
function png(w = 2, h = 2): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.concat(
    Array.from({ length: h }, () => Buffer.from([0, ...Array.from({ length: w }, () => [200, 60, 30]).flat()])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid baseline JPEG: one 8×8 grey block, one-code Huffman tables. */
function jpeg(): Buffer {
  const seg = (marker: number, body: number[]) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 255,
    ...body,
  ];
  const oneCode = (tableClass: number) => [tableClass, 1, ...Array(15).fill(0), 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...seg(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...seg(0xdb, [0, ...Array(64).fill(1)]),
    ...seg(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...seg(0xc4, oneCode(0x00)),
    ...seg(0xc4, oneCode(0x10)),
    ...seg(0xda, [1, 1, 0, 0, 63, 0]),
    0x3f,
    0xff,
    0xd9,
  ]);
}

const b64 = (bytes: Buffer) => bytes.toString('base64');

const SPOT = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'photo-spot',
  title: 'Photo Spot',
  type: 'object',
  'x-resource': {
    route: 'test/photo-spots',
    api: '/test/photospot',
    text: { en: { one: 'Photo Spot', many: 'Photo Spots' }, fr: { one: 'Lieu photo', many: 'Lieux photo' } },
    permissions: { view: 'Test.PhotoSpots.ViewList', add: 'Test.PhotoSpots.Add', delete: 'Test.PhotoSpots.Delete' },
    listKey: 'photoSpots',
    list: { columns: ['id', 'title'], search: ['title'] },
    agencyScope: 'agencyId',
    gallery: {
      upload: 'uploadgalleryimages',
      delete: 'deletegalleryimages',
      ownerField: 'SpotId',
      contextFields: ['HotelId'],
      maxFiles: 3,
    },
  },
  required: ['title'],
  properties: {
    id: { type: 'integer', readOnly: true, title: 'ID' },
    title: { type: 'string', minLength: 2, maxLength: 100, title: 'Title' },
    agencyId: { type: 'integer', title: 'Agency' },
    mainImage: { type: 'string', maxLength: 200, title: 'Main Image', 'x-widget': 'image' },
  },
};

const BASE = '/api/test/photospot';
let t: TestApp;
let dir: string;
let admin: string;
let agent: string;
let viewer: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'files-schemas-'));
  cpSync('schemas', dir, { recursive: true });
  mkdirSync(join(dir, 'test'), { recursive: true });
  writeFileSync(join(dir, 'test', 'photo-spot.json'), JSON.stringify(SPOT));
  t = await startTestApp({ schemasDir: dir });
  await t.db.transaction((tx) => syncEntityTables(tx, t.schemas));
  const perms = ['Test.PhotoSpots.ViewList', 'Test.PhotoSpots.Add', 'Test.PhotoSpots.Delete'];
  await t.db.query(
    `INSERT INTO role_permissions (role_id, permission) SELECT r.id, p FROM roles r, unnest($1::text[]) p
      WHERE EXISTS (SELECT 1 FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE ur.role_id = r.id AND u.email IN ($2, $3))
      ON CONFLICT DO NOTHING`,
    [perms, ADMIN.email, AGENT.email],
  );
  await t.db.query(
    `INSERT INTO role_permissions (role_id, permission) SELECT ur.role_id, 'Test.PhotoSpots.ViewList'
       FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE u.email = $1 ON CONFLICT DO NOTHING`,
    [VIEWER.email],
  );
  [admin, agent, viewer] = [await t.login(ADMIN), await t.login(AGENT), await t.login(VIEWER)];
}, 60_000);
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const countFiles = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0].n;

async function upload(token: string | null, fileName: string, bytes: Buffer, lang = 'en') {
  return t.call(token, {
    method: 'POST',
    url: '/api/files/image',
    headers: { 'accept-language': lang },
    payload: { fileName, base64String: b64(bytes) },
  });
}

describe('single image upload', () => {
  it('stores a PNG and a JPEG, typed by their bytes, and answers their url', async () => {
    const res = await upload(admin, 'red.png', png());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      fileName: 'red.png',
      size: png().length,
      url: `/api/files/${body.id}`,
    });
    const jpg = await upload(admin, 'C:\\photos\\grey.jpeg', jpeg());
    expect(jpg.statusCode).toBe(200);
    expect(jpg.json().fileName).toBe('grey.jpeg');
    const served = await t.call(admin, { method: 'GET', url: jpg.json().url });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('rejects a text file named .png and an oversized image, storing nothing', async () => {
    const before = await countFiles();
    const text = await upload(admin, 'evil.png', Buffer.from('<script>alert(1)</script> not an image'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ errors: { images: ['Only image files are supported!'] } });
    const fr = await upload(admin, 'evil.png', Buffer.from('hello'), 'fr');
    expect(fr.json()).toEqual({ errors: { images: ['Seuls les fichiers image sont acceptés !'] } });
    const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]);
    const large = await upload(admin, 'big.png', big);
    expect(large.statusCode).toBe(400);
    expect(large.json()).toEqual({ errors: { images: ['The image is too large: at most 5 MB per image.'] } });
    const empty = await upload(admin, 'x.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(await countFiles()).toBe(before);
  });

  it('needs a token to upload', async () => {
    expect((await upload(null, 'a.png', png())).statusCode).toBe(401);
  });
});

describe('serving a stored image', () => {
  let url: string;
  beforeAll(async () => {
    url = (await upload(admin, 'served.png', png(3, 1))).json().url;
  });

  it('answers the bytes to the bearer header with safe headers', async () => {
    const res = await t.call(admin, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(png(3, 1))).toBe(true);
  });

  it('answers the access-token cookie, and 401 without or with a bad one', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `lang=en; access-token=${encodeURIComponent(admin)}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(png(3, 1))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `access-token=${admin.slice(0, -3)}abc` },
    });
    expect(bad.statusCode).toBe(401);
  });

  it("joins the cookie's pieces: a full role's token passes a browser's 4096 bytes per cookie", async () => {
    const encoded = encodeURIComponent(admin);
    expect(encoded.length).toBeGreaterThan(TOKEN_COOKIE_CHUNK);
    const cookie = tokenCookiePieces(encoded)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    expect(cookie).toContain('access-token.1=');
    const ok = await t.app.inject({ method: 'GET', url, headers: { cookie: `lang=en; ${cookie}` } });
    expect(ok.statusCode).toBe(200);
    const firstPieceOnly = await t.app.inject({ method: 'GET', url, headers: { cookie: cookie.split('; ')[0] } });
    expect(firstPieceOnly.statusCode).toBe(401);
  });

  it('accepts the cookie only on file reads', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/get`, headers: { cookie: `access-token=${admin}` } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await t.call(admin, { method: 'GET', url: '/api/files/999999' })).statusCode).toBe(404);
    expect((await t.call(admin, { method: 'GET', url: '/api/files/abc' })).statusCode).toBe(404);
  });
});

describe('image property (x-widget image)', () => {
  it('accepts the path of a stored image and refuses anything else', async () => {
    const { url } = (await upload(admin, 'main.png', png())).json();
    const ok = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/add`,
      payload: { title: 'Harbour', agencyId: 1, mainImage: url },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().mainImage).toBe(url);
    for (const mainImage of ['/api/files/999999', 'https://evil.example/x.png', '/etc/passwd']) {
      const res = await t.call(admin, {
        method: 'POST',
        url: `${BASE}/add`,
        payload: { title: 'Harbour', agencyId: 1, mainImage },
      });
      expect(res.statusCode, mainImage).toBe(400);
      expect(res.json().errors.mainImage).toEqual(['Main Image is not valid.']);
    }
  });
});

describe('gallery', () => {
  let mine: number;
  let other: number;
  beforeAll(async () => {
    const add = (agencyId: number) =>
      t.call(admin, { method: 'POST', url: `${BASE}/add`, payload: { title: 'Spot', agencyId } });
    mine = (await add(1)).json().id;
    other = (await add(2)).json().id;
  });

  const up = (
    token: string,
    id: number,
    images: { fileName?: string; attachmentName?: string; base64String: string }[],
  ) =>
    t.call(token, { method: 'POST', url: `${BASE}/uploadgalleryimages`, payload: { SpotId: id, HotelId: 7, images } });
  const del = (token: string, id: number, images: unknown[]) =>
    t.call(token, { method: 'POST', url: `${BASE}/deletegalleryimages`, payload: { SpotId: id, images } });

  it('adds images, lists them on getbyid, and deletes by name or id', async () => {
    const res = await up(admin, mine, [
      { fileName: 'a.png', base64String: b64(png()) },
      { attachmentName: 'b.jpg', base64String: b64(jpeg()) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((f: { fileName: string }) => f.fileName)).toEqual(['a.png', 'b.jpg']);
    const again = await up(admin, mine, [{ fileName: 'a.png', base64String: b64(png()) }]);
    expect(again.json().map((f: { fileName: string }) => f.fileName)).toEqual(['a.png', 'b.jpg', 'a-2.png']);

    const row = (await t.call(admin, { method: 'GET', url: `${BASE}/getbyid?id=${mine}` })).json();
    expect(row.galleryImages).toHaveLength(3);
    expect(row.galleryImages[0]).toEqual({
      id: expect.any(Number),
      fileName: 'a.png',
      size: png().length,
      url: `/api/files/${row.galleryImages[0].id}`,
    });
    const served = await t.call(admin, { method: 'GET', url: row.galleryImages[1].url });
    expect(served.headers['content-type']).toBe('image/jpeg');

    const afterDelete = await del(admin, mine, ['a.png', row.galleryImages[1].id]);
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json().map((f: { fileName: string }) => f.fileName)).toEqual(['a-2.png']);
  });

  it('stores all images or none, and at most maxFiles', async () => {
    const before = await countFiles();
    const mixed = await up(admin, mine, [
      { fileName: 'ok.png', base64String: b64(png()) },
      { fileName: 'bad.png', base64String: b64(Buffer.from('text')) },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({ errors: { images: ['Only image files are supported!'] } });
    const three = Array.from({ length: 3 }, (_, i) => ({ fileName: `n${i}.png`, base64String: b64(png()) }));
    const tooMany = await up(admin, mine, three);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ errors: { images: ['At most 3 images are allowed.'] } });
    expect(await countFiles()).toBe(before);
  });

  it('needs the owner id, the add permission, and the owner in scope', async () => {
    const missing = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/uploadgalleryimages`,
      payload: { images: [] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.SpotId).toEqual(['SpotId is required.']);
    expect((await up(viewer, mine, [{ fileName: 'v.png', base64String: b64(png()) }])).statusCode).toBe(403);
    expect((await del(viewer, mine, ['a-2.png'])).statusCode).toBe(403);
    expect((await up(agent, other, [{ fileName: 'x.png', base64String: b64(png()) }])).statusCode).toBe(404);
    expect((await del(agent, other, ['x.png'])).statusCode).toBe(404);
    expect((await up(admin, 999999, [{ fileName: 'x.png', base64String: b64(png()) }])).statusCode).toBe(404);
    const ok = await up(agent, mine, [{ fileName: 'agent.png', base64String: b64(png()) }]);
    expect(ok.statusCode).toBe(200);
  });

  it("hides another agency's gallery files from an agency user", async () => {
    const [file] = (await up(admin, other, [{ fileName: 'o.png', base64String: b64(png()) }])).json();
    expect((await t.call(agent, { method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await t.call(admin, { method: 'GET', url: file.url })).statusCode).toBe(200);
  });

  it('keeps the gallery of a deleted row in the trash (404 meanwhile) and brings it back with a restore', async () => {
    const id = (
      await t.call(admin, { method: 'POST', url: `${BASE}/add`, payload: { title: 'Gone', agencyId: 1 } })
    ).json().id;
    const [file] = (await up(admin, id, [{ fileName: 'g.png', base64String: b64(png()) }])).json();
    const owned = async () =>
      (
        await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM files WHERE owner = 'photo-spot' AND owner_id = $1",
          [id],
        )
      )[0].n;
    expect(await owned()).toBe(1);
    expect((await t.call(admin, { method: 'DELETE', url: `${BASE}/delete?id=${id}` })).statusCode).toBe(200);
    expect(await owned()).toBe(1);
    expect((await t.call(admin, { method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await up(admin, id, [{ fileName: 'h.png', base64String: b64(png()) }])).statusCode).toBe(404);
    expect((await t.call(admin, { method: 'POST', url: `${BASE}/restore`, payload: { id } })).statusCode).toBe(200);
    expect((await t.call(admin, { method: 'GET', url: file.url })).statusCode).toBe(200);
    const row = (await t.call(admin, { method: 'GET', url: `${BASE}/getbyid?id=${id}` })).json();
    expect(row.galleryImages.map((f: { fileName: string }) => f.fileName)).toEqual(['g.png']);
  });
});

describe('documented gallery calls of the reference schemas', () => {
  it('hotel: uploadgalleryimages / deletegalleryimages with {HotelId, images}', async () => {
    const [hotel] = (await t.call(admin, { method: 'GET', url: '/api/accommodation/hotel/getall' })).json();
    const up = await t.call(admin, {
      method: 'POST',
      url: '/api/accommodation/hotel/uploadgalleryimages',
      payload: { HotelId: hotel.id, images: [{ attachmentName: 'front.png', base64String: b64(png()) }] },
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().map((f: { fileName: string }) => f.fileName)).toEqual(['front.png']);
    const row = (await t.call(admin, { method: 'GET', url: `/api/accommodation/hotel/getbyid?id=${hotel.id}` })).json();
    expect(row.galleryImages.map((f: { fileName: string }) => f.fileName)).toEqual(['front.png']);
    const del = await t.call(admin, {
      method: 'POST',
      url: '/api/accommodation/hotel/deletegalleryimages',
      payload: { HotelId: hotel.id, images: ['front.png'] },
    });
    expect(del.json()).toEqual([]);
  });

  it('room type: {HotelId, images, roomTypeId}, HotelId accepted and ignored', async () => {
    const [roomType] = (await t.call(admin, { method: 'GET', url: '/api/accommodation/roomType/getall' })).json();
    const up = await t.call(admin, {
      method: 'POST',
      url: '/api/accommodation/roomType/uploadgalleryimages',
      payload: { HotelId: 999, roomTypeId: roomType.id, images: [{ fileName: 'room.jpg', base64String: b64(jpeg()) }] },
    });
    expect(up.statusCode).toBe(200);
    expect(up.json()[0]).toMatchObject({ fileName: 'room.jpg' });
  });
});

describe('who may read a stored file', () => {
  const OTHER_AGENCY = { email: 'selin@sunrise.example', password: 'Agency#2026' };
  const read = async (token: string, url: string) => (await t.call(token, { method: 'GET', url })).statusCode;

  it('serves an image no row refers to only to its uploader (others 404)', async () => {
    const { url } = (await upload(admin, 'draft.png', png())).json();
    expect(await read(admin, url)).toBe(200);
    expect(await read(viewer, url)).toBe(404);
    expect(await read(agent, url)).toBe(404);
  });

  it('serves a catalogue image (image property of an excursion) to any signed-in user', async () => {
    const { url } = (await upload(admin, 'excursion.png', png())).json();
    const [{ id: cityId }] = await t.db.query<{ id: number }>('SELECT id FROM city LIMIT 1');
    const [{ id: typeId }] = await t.db.query<{ id: number }>(
      'SELECT id FROM infra_type WHERE type_group_id = 16 LIMIT 1',
    );
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/service/excursion/add',
      payload: { title: 'Reef dive', cityId, typeId, mainImage: url },
    });
    expect(created.statusCode).toBe(200);
    expect(await read(viewer, url)).toBe(200);
    expect(await read(agent, url)).toBe(200);
  });

  it('keeps the agency scope of the row that refers to an image or owns a gallery', async () => {
    const other = await t.login(OTHER_AGENCY);
    const { url } = (await upload(admin, 'spot.png', png())).json();
    const spot = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/add`,
      payload: { title: 'Agency one spot', agencyId: 1, mainImage: url },
    });
    expect(spot.statusCode).toBe(200);
    expect(await read(agent, url)).toBe(200);
    expect(await read(viewer, url)).toBe(200);
    expect(await read(other, url)).toBe(404);
    const gallery = await t.call(admin, {
      method: 'POST',
      url: `${BASE}/uploadgalleryimages`,
      payload: { SpotId: spot.json().id, images: [{ fileName: 'g.png', base64String: b64(png()) }] },
    });
    const [image] = gallery.json();
    expect(await read(viewer, image.url)).toBe(200);
    expect(await read(other, image.url)).toBe(404);
  });

  it('lets a module register an owner kind with its own read check; an unknown kind is read by nobody', async () => {
    const spotSchema = t.schemas.find((s) => s.name === 'photo-spot')!;
    t.app.fileOwners.register({ owner: 'test-attachment', canRead: rowReadable(spotSchema, 'Test.PhotoSpots.Add') });
    const spot = (
      await t.call(admin, { method: 'POST', url: `${BASE}/add`, payload: { title: 'Attached', agencyId: 1 } })
    ).json();
    const insert = async (owner: string) =>
      (
        await t.db.query<{ id: number }>(
          `INSERT INTO files (owner, owner_id, file_name, mime_type, size, bytes) VALUES ($1, $2, 'a.png', 'image/png', $3, $4) RETURNING id`,
          [owner, spot.id, png().length, new Uint8Array(png())],
        )
      )[0].id;
    const attachment = `/api/files/${await insert('test-attachment')}`;
    expect(await read(admin, attachment)).toBe(200);
    expect(await read(agent, attachment)).toBe(200);
    expect(await read(viewer, attachment)).toBe(404); // no Test.PhotoSpots.Add
    expect(await read(await t.login(OTHER_AGENCY), attachment)).toBe(404); // another agency's row
    expect(await read(admin, `/api/files/${await insert('nobody-registered-this')}`)).toBe(404);
  });
});

describe('who may upload an image', () => {
  it('needs the add permission of a resource with images: a view-only user gets 403 and stores nothing', async () => {
    const before = await countFiles();
    const res = await upload(viewer, 'a.png', png());
    expect(res.statusCode).toBe(403);
    const finance = await t.login({ email: 'fiona.finance@example.com', password: 'Finance#2026' });
    expect((await upload(finance, 'a.png', png())).statusCode).toBe(403);
    expect(await countFiles()).toBe(before);
    expect((await upload(agent, 'a.png', png())).statusCode).toBe(200); // holds Test.PhotoSpots.Add
  });

  it('declares the upload route with the list of add permissions it accepts', () => {
    const route = t.app.registeredRoutes.find((r) => r.method === 'POST' && r.url === '/api/files/image');
    expect(route?.permission).toEqual(
      expect.arrayContaining(['Services.Excursions.Add', 'Accommodations.Hotels.Add', 'Test.PhotoSpots.Add']),
    );
    expect(route?.permission).not.toContain('Finance.PaymentAccounts.Add');
  });
});

describe('images must decode', () => {
  it('refuses a bare GIF signature and a PNG signature followed by garbage, with the non-image message', async () => {
    const before = await countFiles();
    const pngHead = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (const bytes of [
      Buffer.from('GIF8'),
      Buffer.from('GIF89a'),
      Buffer.concat([pngHead, Buffer.from('garbage-garbage-garbage-garbage')]),
    ]) {
      const res = await upload(admin, 'x.gif', bytes);
      expect(res.statusCode, bytes.toString('hex')).toBe(400);
      expect(res.json()).toEqual({ errors: { images: ['Only image files are supported!'] } });
    }
    const gallery = await t.call(admin, {
      method: 'POST',
      url: '/api/service/excursion/uploadgalleryimages',
      payload: { ExcursionId: 1, images: [{ fileName: 'x.gif', base64String: b64(Buffer.from('GIF8')) }] },
    });
    expect(gallery.statusCode).toBe(400);
    expect(await countFiles()).toBe(before);
  });
});

describe('orphan clean-up', () => {
  const age = (id: number, hours: number) =>
    t.db.query(`UPDATE files SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [id, hours]);
  const exists = async (id: number) => (await t.db.query('SELECT 1 FROM files WHERE id = $1', [id])).length > 0;

  it('removes single images no row refers to once older than 24 hours, on its sweep', async () => {
    const old = (await upload(admin, 'old.png', png())).json();
    const fresh = (await upload(admin, 'fresh.png', png())).json();
    const used = (await upload(admin, 'used.png', png())).json();
    await t.call(admin, {
      method: 'POST',
      url: `${BASE}/add`,
      payload: { title: 'Uses an old image', agencyId: 1, mainImage: used.url },
    });
    await Promise.all([age(old.id, 25), age(fresh.id, 23), age(used.id, 48)]);
    expect(await removeOrphanFiles(t.db, t.schemas)).toBe(1);
    expect([await exists(old.id), await exists(fresh.id), await exists(used.id)]).toEqual([false, true, true]);
  });
});
