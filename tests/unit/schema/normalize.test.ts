import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSchemaSet, normalizeSchema, SchemaError } from '@schema/normalize.js';
import { loadCheckedSchemas, loadSchemas } from '@schema/load-dir.js';

const paymentAccount = JSON.parse(readFileSync('schemas/finance/payment-account.json', 'utf8'));
const clone = () => structuredClone(paymentAccount);

function errorOf(raw: unknown): SchemaError {
  try {
    normalizeSchema(raw, 'schemas/x.json');
  } catch (error) {
    if (error instanceof SchemaError) return error;
    throw error;
  }
  throw new Error('expected a SchemaError');
}

describe('normalizeSchema', () => {
  it('fills the documented defaults of x-resource', () => {
    const s = normalizeSchema(clone(), 'schemas/finance/payment-account.json');
    expect(s.resource.table).toBe('payment_account');
    expect(s.resource.totalKey).toBe('paginationModel.totalRecords');
    expect(s.resource.paging).toEqual({
      method: 'GET',
      page: 'pageIndex',
      size: 'pageSize',
      search: 'search',
      defaultSize: 10,
    });
    expect(s.resource.endpoints).toEqual({
      list: 'get',
      create: 'add',
      update: 'update',
      delete: 'delete',
      getOne: 'getbyid',
      all: 'getall',
      trash: 'trash',
      restore: 'restore',
      export: 'export',
    });
    expect(s.resource.list.columns[1]).toEqual({ field: 'title' });
  });

  it.each(['version', 'dateCreated', 'isDeleted', 'createdAt', 'deletedAt'])(
    'rejects the base-entity name %s as a property',
    (name) => {
      const raw = clone();
      raw.properties[name] = { type: 'string' };
      const error = errorOf(raw);
      expect(error.property).toBe(`properties.${name}`);
      expect(error.reason).toContain('reserved');
    },
  );

  it('names the file, the property and the reason for an unknown column', () => {
    const raw = clone();
    raw['x-resource'].list.columns.push('colour');
    const error = errorOf(raw);
    expect(error.file).toBe('schemas/x.json');
    expect(error.property).toBe('x-resource.list.columns[6]');
    expect(error.reason).toContain('unknown property "colour"');
  });

  it('rejects a misspelt annotation keyword on a property', () => {
    const raw = clone();
    raw.properties.title['x-widgets'] = 'richtext';
    expect(errorOf(raw).property).toBe('properties.title.x-widgets');
  });

  it('rejects an unknown key inside x-resource', () => {
    const raw = clone();
    raw['x-resource'].permisions = {};
    const error = errorOf(raw);
    expect(error.property).toBe('x-resource');
    expect(error.reason).toContain('permisions');
  });

  it('rejects an invalid JSON Schema bound', () => {
    const raw = clone();
    raw.properties.title.minLength = '3';
    const error = errorOf(raw);
    expect(error.property).toBe('properties.title.minLength');
    expect(error.reason).toBe('must be integer');
  });

  it('rejects a permission that is not dotted', () => {
    const raw = clone();
    raw['x-resource'].permissions.view = 'PaymentAccountCanViewList';
    expect(errorOf(raw).property).toBe('x-resource.permissions.view');
  });

  it('requires a read-only integer id', () => {
    const raw = clone();
    delete raw.properties.id;
    expect(errorOf(raw).property).toBe('properties.id');
  });
});

describe('checkSchemaSet', () => {
  it('rejects a reference to a schema that does not exist', () => {
    const s = normalizeSchema(clone(), 'schemas/finance/payment-account.json');
    expect(() => checkSchemaSet([s])).toThrow(/x-ref\.resource: no schema has the \$id "infra-type"/);
  });

  it('rejects two schemas on the same route', () => {
    const all = loadSchemas('schemas');
    const copy = normalizeSchema({ ...clone(), $id: 'payment-account-copy' }, 'schemas/copy.json');
    expect(() => checkSchemaSet([...all, copy])).toThrow(/x-resource\.route/);
  });

  it('loads every schema of the project', () => {
    const names = loadSchemas('schemas').map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(['payment-account', 'infra-type', 'type-group', 'currency', 'country', 'city', 'agency']),
    );
  });
});

describe('loadCheckedSchemas', () => {
  it('answers the same schemas when given the hash of an earlier check', () => {
    const first = loadCheckedSchemas('schemas');
    const again = loadCheckedSchemas('schemas', first.hash);
    expect(again.hash).toBe(first.hash);
    expect(again.schemas.map((s) => s.resource)).toEqual(first.schemas.map((s) => s.resource));
  });

  it('checks a changed file again despite an earlier hash', () => {
    const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
    try {
      cpSync('schemas', dir, { recursive: true });
      const { hash } = loadCheckedSchemas(dir);
      const file = join(dir, 'finance/payment-account.json');
      const raw = JSON.parse(readFileSync(file, 'utf8'));
      raw.properties.title.minLength = '3';
      writeFileSync(file, JSON.stringify(raw));
      expect(() => loadCheckedSchemas(dir, hash)).toThrow(/properties\.title\.minLength: must be integer/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
