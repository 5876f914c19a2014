import { darken } from '@mui/material/styles';
import { whiteTextShade } from './readable-colour';

type FillColour = 'primary' | 'secondary';

const WHITE = '#ffffff';

/** How much darker a filled button turns under the pointer (white on it only gains contrast). */
const HOVER_DARKEN = 0.2;

/** A style rule of a theme's `styleOverrides.root.variants`: applied when the component's props match. */
export interface FillVariant {
  props: Record<string, string>;
  style: Record<string, unknown>;
}

export interface DarkFills {
  /** MuiButton: contained buttons (Add, New request, Save, Next, the current page). */
  button: FillVariant[];
  /** MuiFab: react-admin's floating buttons on a phone. */
  fab: FillVariant[];
  /** MuiStepIcon: the current step's numbered disc. */
  stepIcon: Record<string, unknown>;
}

/**
 * Dark mode's filled parts in the brand colours with white labels. In dark mode the palette's
 * primary and secondary are the brand lightened until they read as text on the dark cards; MUI
 * fills contained buttons with that pale shade and writes their label in black, which reads but
 * looks washed out and no longer shows the tenant's colour. The fills below are the brand's own
 * shade that carries white at AA (readable-colour.ts), hovered darker; a colour whose fill would
 * melt into the card (a near-black brand) keeps MUI's pale fill and black label.
 */
export function darkFills(brand: Record<FillColour, string>, card: string): DarkFills {
  const fills = (Object.entries(brand) as [FillColour, string][]).flatMap(([color, colour]) => {
    const fill = whiteTextShade(colour, card);
    return fill ? [{ color, fill, hover: darken(fill, HOVER_DARKEN) }] : [];
  });
  const primary = fills.find((f) => f.color === 'primary');
  return {
    button: fills.map(({ color, fill, hover }) => ({
      props: { variant: 'contained', color },
      // MUI paints a contained button through these two variables (and sets the hover's).
      style: {
        '--variant-containedBg': fill,
        '--variant-containedColor': WHITE,
        '@media (hover: hover)': { '&:hover': { '--variant-containedBg': hover } },
      },
    })),
    fab: fills.map(({ color, fill, hover }) => ({
      props: { color },
      style: {
        backgroundColor: fill,
        color: WHITE,
        '&:hover': { backgroundColor: hover, '@media (hover: none)': { backgroundColor: fill } },
      },
    })),
    stepIcon: primary ? { '&.Mui-active': { color: primary.fill, '& .MuiStepIcon-text': { fill: WHITE } } } : {},
  };
}
