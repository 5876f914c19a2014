import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildThemeOptions } from '@admin/theme/build-theme';
import { NO_TOGGLES } from '@admin/theme/theme-toggles';

describe('button texts', () => {
  it('are written as given on every kind of button: a mode switch and tabs are not capitalised', () => {
    const theme = createTheme(buildThemeOptions({ toggles: NO_TOGGLES }) as Parameters<typeof createTheme>[0]);
    render(
      <ThemeProvider theme={theme}>
        <Button>Amend</Button>
        <ToggleButtonGroup value="view" exclusive>
          <ToggleButton value="activityLog">Activity log</ToggleButton>
        </ToggleButtonGroup>
        <Tabs value={0}>
          <Tab label="Recipient" />
        </Tabs>
      </ThemeProvider>,
    );
    for (const name of ['Amend', 'Activity log', 'Recipient'])
      expect(getComputedStyle(screen.getByRole(name === 'Recipient' ? 'tab' : 'button', { name })).textTransform).toBe(
        'none',
      );
  });
});
