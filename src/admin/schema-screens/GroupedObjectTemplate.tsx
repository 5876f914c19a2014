import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ObjectFieldTemplateProps, UiSchema } from '@rjsf/utils';
import { groupOfField } from './form-annotations.js';
import { WIDGETS } from './form-model.js';
import type { FormContext } from './widgets/form-context.js';

const tabId = (key: string) => `form-tab-${key}`;
const panelId = (key: string) => `form-tabpanel-${key}`;

/**
 * The form's fields split into tabs by `x-resource.groups` (formContext.tabs): one tab per
 * group, one panel per group. Every panel stays mounted (hidden ones are `hidden`), so input,
 * previews and notices survive a change of tab; a tab with an error shown in it says so in
 * its colour. A panel is a grid of two columns where a field of another kind than the one before
 * (image or not) starts a new row. Hidden fields (id, image bytes) go after the panels.
 */
export function GroupedObjectTemplate({ properties, registry, errorSchema, uiSchema }: ObjectFieldTemplateProps) {
  const tabs = (registry.formContext as FormContext).tabs;
  if (!tabs) return <>{properties.map((p) => p.content)}</>;
  const { groups, active } = tabs;
  // Tall image fields and one-line fields do not share a row: after a run of images the next
  // field starts a row, so short fields such as the two colours sit side by side, not in corners.
  const isImage = (name: string) => (uiSchema?.[name] as UiSchema | undefined)?.['ui:widget'] === WIDGETS.image;
  const startsRow = (before: string, name: string) => isImage(before) !== isImage(name);
  const errors = (errorSchema ?? {}) as Record<string, { __errors?: string[] } | undefined>;
  const invalid = (key: string) =>
    properties.some((p) => !p.hidden && groupOfField(groups, p.name) === key && errors[p.name]?.__errors?.length);
  return (
    <Box>
      <Tabs
        value={active}
        onChange={(_, key: string) => tabs.show(key)}
        aria-label={tabs.label}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {groups.map((group) => (
          <Tab
            key={group.key}
            value={group.key}
            id={tabId(group.key)}
            aria-controls={panelId(group.key)}
            label={tabs.titleOf(group)}
            sx={invalid(group.key) ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' } } : undefined}
          />
        ))}
      </Tabs>
      {groups.map((group) => (
        <Box
          key={group.key}
          role="tabpanel"
          id={panelId(group.key)}
          aria-labelledby={tabId(group.key)}
          hidden={group.key !== active}
          sx={{
            display: group.key === active ? 'grid' : 'none',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            columnGap: 3,
          }}
        >
          {properties
            .filter((p) => !p.hidden && groupOfField(groups, p.name) === group.key)
            .map((p, i, shown) => (
              <Box
                key={p.name}
                sx={{ minWidth: 0, gridColumnStart: i > 0 && startsRow(shown[i - 1].name, p.name) ? 1 : undefined }}
              >
                {p.content}
              </Box>
            ))}
        </Box>
      ))}
      {properties.filter((p) => p.hidden).map((p) => p.content)}
    </Box>
  );
}
