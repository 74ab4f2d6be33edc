import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  Input,
  Loader,
  type MantineColorsTuple,
  Menu,
  Notification,
  Select,
} from '@mantine/core';
import { darkenToRead } from './contrast';
import focus from './focus.module.css';
import { takeHighlightedOption } from './highlightedOption';

// The product's look is Mantine's green, white and grey. Left as Mantine ships it, that look
// fails WCAG AA in a grower's everyday screens: white on the green buttons reads at 2.4:1, green
// links at 2.4:1, grey hints at 3.3:1, a selected menu item at 3.8:1 (4.5:1 is the floor). So
// the colours are kept and only deepened, each just to the point where it reads:
// - shade 7 of every colour is its filled background (buttons, badges) under white text, and
//   its outline; deepened until white reads on it;
// - shades 8 and 9 are its text shades, and read on white and on every pale tint (shades 0 and
//   1) of the palette, where they meet: a link in a red warning, a selected navigation item, a
//   green badge. 8 is the text colour (`c="red"`, links), 9 the text of `light` and `subtle`;
// - gray.6, Mantine's grey for secondary text, is deepened the same way; placeholders take it
//   too, and errors take red 8.
// Filled and text shades differ because a green deep enough to read on a pale violet would turn
// every button the colour of the logo's shadow.
const white = DEFAULT_THEME.white;
const paleTints = [
  white,
  ...Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark') // the dark scheme's greys, not tints
    .flatMap(([, shades]) => [shades[0], shades[1]]),
];

function readableShades(shades: MantineColorsTuple): MantineColorsTuple {
  return [
    ...shades.slice(0, 7),
    darkenToRead(shades[7], [white]),
    darkenToRead(shades[8], paleTints),
    darkenToRead(shades[9], paleTints),
  ] as unknown as MantineColorsTuple;
}

const deepened = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, shades]) => [name, readableShades(shades)]),
) as Record<string, MantineColorsTuple>;

/**
 * gray.6 is Mantine's secondary text: `dimmed`, a toast's message, descriptions, a select's
 * chevron. It is deepened like the text shades (and then reads on gray.2 too, a hovered row).
 */
const gray = deepened.gray ?? DEFAULT_THEME.colors.gray;
export const readableColors: Record<string, MantineColorsTuple> = {
  ...deepened,
  gray: gray.map((shade, index) =>
    index === 6 ? darkenToRead(shade, [...paleTints, gray[2]]) : shade,
  ) as unknown as MantineColorsTuple,
};

export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    // Text in a colour (`c="green"`) and links: the text shade, not the filled one.
    ...Object.fromEntries(
      Object.keys(theme.colors).map((name) => [
        `--mantine-color-${name}-text`,
        `var(--mantine-color-${name}-8)`,
      ]),
    ),
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-8)`,
    // A placeholder often carries the hint ("Nothing planned: neighbours not checked").
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    // A button that cannot be pressed yet still says what it will do ("Save field").
    '--mantine-color-disabled-color': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: { light: 7, dark: 8 },
  colors: readableColors,
  defaultRadius: 'md',
  // Keyboard focus: a green ring with a white halo, seen on white panels, green buttons and the map.
  focusClassName: focus.ring,
  components: {
    Input: Input.extend({ classNames: { input: focus.field } }),
    // A spinner is named for what it waits on ("Loading farms"); a name needs a role, and a
    // status is what it is.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // A menu holds menu items only (axe's aria-required-children): Mantine's first-focus
    // placeholder is a focusable div with role="presentation", which a menu may not own. Without
    // it the opened menu's focus goes to the menu itself, and the arrow keys to its items.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    // A toast's × is an icon: a screen reader needs its name.
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // Enter takes the option shown highlighted (highlightedOption.ts says why Mantine's may not).
    Select: Select.extend({ defaultProps: { wrapperProps: { onKeyDownCapture: takeHighlightedOption } } }),
  },
});
