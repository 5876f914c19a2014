/**
 * A tab of a grouped form (the singleton settings) is a two-column grid where fields of another
 * kind than the one before start a row: after the three images of UI Settings, the two colour
 * pickers sit side by side instead of in opposite corners.
 */
import { cleanup, render, screen } from '@testing-library/react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { afterEach, expect, it } from 'vitest';
import { GroupedObjectTemplate } from '@admin/schema-screens/GroupedObjectTemplate.js';
import { WIDGETS } from '@admin/schema-screens/form-model.js';

afterEach(cleanup);

const FIELDS = ['lightLogo', 'darkLogo', 'icon', 'primaryColor', 'secondaryColor'];

function renderTab() {
  const props = {
    properties: FIELDS.map((name) => ({
      name,
      hidden: false,
      readonly: false,
      disabled: false,
      content: <p>{name}</p>,
    })),
    uiSchema: Object.fromEntries(
      FIELDS.map((name) => [name, { 'ui:widget': name.endsWith('Color') ? WIDGETS.color : WIDGETS.image }]),
    ),
    registry: {
      formContext: {
        tabs: {
          groups: [{ key: 'uiSettings', title: { en: 'UI Settings' }, fields: FIELDS }],
          active: 'uiSettings',
          titleOf: () => 'UI Settings',
          show: () => {},
          label: 'Settings',
        },
      },
    },
    errorSchema: {},
  } as unknown as ObjectFieldTemplateProps;
  render(<GroupedObjectTemplate {...props} />);
}

const columnStart = (name: string) => getComputedStyle(screen.getByText(name).parentElement!).gridColumnStart;

it('starts a row with the first colour after the images, and puts the second beside it', () => {
  renderTab();
  expect(columnStart('primaryColor')).toBe('1');
  expect(columnStart('secondaryColor')).not.toBe('1');
  // Images flow two by two.
  expect(columnStart('darkLogo')).not.toBe('1');
  expect(columnStart('icon')).not.toBe('1');
});
