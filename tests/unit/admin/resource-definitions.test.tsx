/**
 * react-admin's resource definitions are known from the shell's first render
 * (src/admin/resource-definitions.tsx): read off the `<Resource>` elements, the same value as
 * long as the definitions are the same, and react-admin's registration changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Fragment, useEffect } from 'react';
import { Resource, useResourceDefinitionContext, useResourceDefinitions } from 'react-admin';
import { KnownResourceDefinitions, resourceDefinitionsOf, sameDefinitions } from '@admin/resource-definitions';

const List = () => null;
const options = { label: 'Accounts' };

describe('resource definitions from the children', () => {
  it("reads each Resource's definition through fragments and arrays, as react-admin registers it", () => {
    const definitions = resourceDefinitionsOf([
      <Resource key="a" name="accounts" list={List} options={options} />,
      <Fragment key="f">
        <Resource name="cities" />
      </Fragment>,
      <p key="p">not a resource</p>,
    ]);
    expect(Object.keys(definitions)).toEqual(['accounts', 'cities']);
    expect(definitions.accounts).toEqual(Resource.registerResource!({ name: 'accounts', list: List, options }));
    expect(definitions.cities.hasList).toBe(false);
  });

  it('are the same when every field is the same by reference', () => {
    const a = resourceDefinitionsOf(<Resource name="accounts" list={List} options={options} />);
    expect(sameDefinitions(a, resourceDefinitionsOf(<Resource name="accounts" list={List} options={options} />))).toBe(
      true,
    );
    expect(
      sameDefinitions(a, resourceDefinitionsOf(<Resource name="accounts" list={List} options={{ ...options }} />)),
    ).toBe(false);
    expect(sameDefinitions(a, {})).toBe(false);
  });

  it('gives readers the definitions at their first render, one value while they stay the same, and ignores registration', () => {
    const values: unknown[] = [];
    const Reader = () => {
      const definitions = useResourceDefinitions();
      values.push(definitions);
      const { register, unregister } = useResourceDefinitionContext();
      useEffect(() => {
        register({ name: 'other' });
        unregister({ name: 'accounts' });
      }, [register, unregister]);
      return <p>{Object.keys(definitions).join(',')}</p>;
    };
    const tree = (opts: object) => (
      <KnownResourceDefinitions resources={<Resource name="accounts" list={List} options={opts} />}>
        <Reader />
      </KnownResourceDefinitions>
    );
    const { rerender } = render(tree(options));
    expect(screen.getByText('accounts')).toBeTruthy();
    rerender(tree(options));
    expect(values).toHaveLength(2);
    expect(values[1]).toBe(values[0]);
    rerender(tree({ label: 'Other' }));
    expect(values.at(-1)).not.toBe(values[0]);
    expect(screen.getByText('accounts')).toBeTruthy();
  });
});
