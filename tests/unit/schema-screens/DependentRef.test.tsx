import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../i18n-texts';
import type { SchemaDataProvider } from '@admin/data-provider.js';
import { RefSelectWidget } from '@admin/schema-screens/widgets/RefSelectWidget.js';
import type { RefAnnotation } from '@schema/types.js';

const CITIES: Record<number, { id: number; title: string }[]> = {
  1: [
    { id: 10, title: 'Paris' },
    { id: 11, title: 'Lyon' },
  ],
  2: [{ id: 20, title: 'Istanbul' }],
};

const cityRef: RefAnnotation = {
  resource: 'city',
  label: 'title',
  as: 'cityName',
  dependsOn: { field: 'countryId', param: 'countryId' },
};

function setup(values: Record<string, unknown>, value?: number) {
  const lookup = vi.fn(async (_resource: string, query: Record<string, unknown> = {}) => ({
    data: CITIES[Number(query.countryId)] ?? [],
  }));
  const dataProvider = { lookup } as unknown as SchemaDataProvider;
  const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en', [], { allowMissing: true });
  const onChange = vi.fn();
  const props = (formValues: Record<string, unknown>, current?: number) =>
    ({
      id: 'root_cityId',
      name: 'cityId',
      value: current,
      label: 'City',
      required: true,
      disabled: false,
      readonly: false,
      rawErrors: [],
      placeholder: '-- Select City --',
      options: { ref: cityRef },
      onChange,
      onFocus: vi.fn(),
      onBlur: vi.fn(),
      schema: { type: 'integer' },
      uiSchema: {},
      registry: {
        formContext: {
          touch: vi.fn(),
          values: formValues,
          labelOf: (n: string) => (n === 'countryId' ? 'Country' : n),
        },
      },
    }) as unknown as WidgetProps;
  const view = render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RefSelectWidget {...props(values, value)} />
    </AdminContext>,
  );
  const rerender = (formValues: Record<string, unknown>, current?: number) =>
    view.rerender(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <RefSelectWidget {...props(formValues, current)} />
      </AdminContext>,
    );
  return { lookup, onChange, rerender };
}

const combobox = () => screen.getByRole('combobox', { name: /City/ });

describe('dependent reference dropdown (x-ref.dependsOn)', () => {
  it('should be disabled with a hint until the parent is chosen, asking nothing', async () => {
    const { lookup } = setup({});
    expect(combobox().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Choose Country first')).toBeTruthy();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('should offer only the rows of the chosen parent, asked with its value as the param', async () => {
    const { lookup } = setup({ countryId: 1 });
    await waitFor(() => expect(lookup).toHaveBeenCalledWith('city', { countryId: 1 }));
    fireEvent.mouseDown(combobox());
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['-- Select City --', 'Paris', 'Lyon']);
    expect(screen.queryByText('Choose Country first')).toBeNull();
  });

  it('should keep its value on the first render and clear it when the parent changes', async () => {
    const { lookup, onChange, rerender } = setup({ countryId: 1, cityId: 10 }, 10);
    await waitFor(() => expect(combobox().textContent).toContain('Paris'));
    expect(onChange).not.toHaveBeenCalled();
    rerender({ countryId: 2, cityId: 10 }, 10);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(undefined));
    await waitFor(() => expect(lookup).toHaveBeenCalledWith('city', { countryId: 2 }));
  });

  it('should clear and disable again when the parent is emptied', async () => {
    const { onChange, rerender } = setup({ countryId: 2, cityId: 20 }, 20);
    await waitFor(() => expect(combobox().textContent).toContain('Istanbul'));
    rerender({ cityId: 20 }, 20);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(undefined));
    expect(combobox().getAttribute('aria-disabled')).toBe('true');
  });
});
