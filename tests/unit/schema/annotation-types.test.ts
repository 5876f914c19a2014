import { describe, expectTypeOf, it } from 'vitest';
import type {
  ColumnAnnotation,
  Lang,
  MessageKey,
  PropertySchema,
  RefAnnotation,
  ResourceAnnotation,
  ResourceMessageKey,
} from '@schema/types.js';

/**
 * The annotation types are derived from the meta-schemas (annotation-meta.ts) with FromSchema.
 * These assertions are checked by the type check (`tsc --noEmit`, part of `npm test`): a meta
 * change that loosens a derived type (e.g. to `string` or an index signature) fails here.
 */
describe('annotation types derived from the meta-schemas', () => {
  it('keeps the exact key sets of message overrides and languages', () => {
    expectTypeOf<MessageKey>().toEqualTypeOf<
      | 'required'
      | 'minLength'
      | 'maxLength'
      | 'minimum'
      | 'maximum'
      | 'type'
      | 'format'
      | 'pattern'
      | 'enum'
      | 'reference'
      | 'unique'
      | 'multipleOf'
      | 'matchesSiren'
    >();
    expectTypeOf<ResourceMessageKey>().toEqualTypeOf<
      'created' | 'updated' | 'deleted' | 'createFailed' | 'updateFailed' | 'deleteFailed'
    >();
    expectTypeOf<Lang>().toEqualTypeOf<'en' | 'fr'>();
  });

  it('derives enums and nested objects of x-resource, with defaults filled in', () => {
    expectTypeOf<ColumnAnnotation['format']>().toEqualTypeOf<
      'active' | 'date' | 'datetime' | 'html' | 'money' | undefined
    >();
    expectTypeOf<ResourceAnnotation['permissions']>().toEqualTypeOf<{ view: string; add: string; delete?: string }>(); // a singleton has no delete
    expectTypeOf<ResourceAnnotation['paging']['method']>().toEqualTypeOf<'GET' | 'POST'>();
    expectTypeOf<ResourceAnnotation['endpoints']['trash']>().toEqualTypeOf<string>();
    expectTypeOf<ResourceAnnotation['deleteParam']>().toEqualTypeOf<string>();
    expectTypeOf<ResourceAnnotation['detailRoute']>().toEqualTypeOf<string | undefined>();
  });

  it('derives the property annotations and refuses unknown property keys', () => {
    expectTypeOf<PropertySchema['type']>().toEqualTypeOf<'string' | 'integer' | 'number' | 'boolean'>();
    expectTypeOf<PropertySchema['x-widget']>().toEqualTypeOf<
      'richtext' | 'textarea' | 'password' | 'image' | 'color' | 'money' | undefined
    >();
    expectTypeOf<RefAnnotation['dependsOn']>().toEqualTypeOf<{ field: string; param: string } | undefined>();
    // @ts-expect-error a key no meta-schema knows is not a property key
    const typo: PropertySchema = { type: 'string', bogus: 1 };
    expectTypeOf(typo).toEqualTypeOf<PropertySchema>();
  });
});
