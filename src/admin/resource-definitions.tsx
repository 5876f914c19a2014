import { Children, Fragment, isValidElement, useMemo, useState, type ReactNode } from 'react';
import { ResourceDefinitionContext, type ResourceDefinition, type ResourceDefinitions } from 'react-admin';

type Registering = { registerResource?: (props: unknown, permissions?: unknown) => ResourceDefinition };

/**
 * The definitions react-admin's `<Resource>` children register, read off the children themselves
 * (each element's own `registerResource`, through fragments and arrays), as react-admin would
 * register them after its first commit.
 */
export function resourceDefinitionsOf(children: ReactNode): ResourceDefinitions {
  const definitions: ResourceDefinitions = {};
  Children.forEach(children, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return;
    if (child.type === Fragment) Object.assign(definitions, resourceDefinitionsOf(child.props.children));
    const { registerResource } = child.type as Registering;
    if (typeof registerResource !== 'function') return;
    const definition = registerResource(child.props);
    definitions[definition.name] = definition;
  });
  return definitions;
}

/** Same names, and for each the same fields by reference (a resource's options and icon are built once per schema list). */
export function sameDefinitions(a: ResourceDefinitions, b: ResourceDefinitions): boolean {
  const names = Object.keys(a);
  if (names.length !== Object.keys(b).length) return false;
  return names.every((name) => {
    const [x, y]: (ResourceDefinition | undefined)[] = [a[name], b[name]];
    if (!x || !y) return false;
    const fields = Object.keys(x) as (keyof ResourceDefinition)[];
    return fields.length === Object.keys(y).length && fields.every((field) => x[field] === y[field]);
  });
}

const ignore = () => undefined;

/**
 * react-admin's resource definitions, known from the first render: react-admin fills them by
 * registering each `<Resource>` in an effect after its first commit, and registers them all
 * again after its router's own first update, so every reader of the definitions (menu,
 * breadcrumbs, routes) rendered twice more before the page could answer input. Here they are
 * read off the `<Resource>` elements given to the admin (`resources`) on every render, and the
 * value changes only when a definition does; react-admin's register and unregister have
 * nothing left to do.
 */
export const KnownResourceDefinitions = ({ resources, children }: { resources: ReactNode; children: ReactNode }) => {
  const next = resourceDefinitionsOf(resources);
  const [definitions, setDefinitions] = useState(next);
  // Rendering again at once with the new definitions (React's pattern for state following props).
  if (definitions !== next && !sameDefinitions(definitions, next)) setDefinitions(next);
  const value = useMemo(() => ({ definitions, register: ignore, unregister: ignore }), [definitions]);
  return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
};
