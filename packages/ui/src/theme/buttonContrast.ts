import { buttonVariants } from './buttonColours.ts';
import { AA_NON_TEXT_CONTRAST, AA_TEXT_CONTRAST, contrastRatio } from './contrast.ts';
import type { LeisureTheme } from './leisureTheme.ts';

/** One colour a button puts on another, and the WCAG minimum it must reach. */
export interface ButtonContrastCheck {
  readonly name: string;
  readonly colour: string;
  readonly against: string;
  readonly minimum: number;
}

const TRANSPARENT = 'transparent';

/**
 * Every pair of colours the theme's buttons show (docs/decisions/0017): each variant's text on its fill, or on the page
 * and on a surface panel where it has none, also under the pointer (1.4.3, 4.5:1); each border against the page and the
 * focus ring against the page (1.4.11, 2.4.13, 3:1). A test of every venue theme runs them.
 */
export function buttonContrastChecks(theme: LeisureTheme): ButtonContrastCheck[] {
  const { background, surface, focus } = theme.colours;
  const checks: ButtonContrastCheck[] = [
    { name: 'focus ring on the page', colour: focus, against: background, minimum: AA_NON_TEXT_CONTRAST },
  ];
  for (const variant of buttonVariants) {
    const button = theme.buttons[variant];
    const fills: [where: string, fill: string][] =
      button.background === TRANSPARENT
        ? [
            ['the page', background],
            ['a panel', surface],
          ]
        : [['its fill', button.background]];
    if (button.hoverBackground !== TRANSPARENT && button.hoverBackground !== button.background)
      fills.push(['its hover fill', button.hoverBackground]);
    for (const [where, fill] of fills)
      checks.push({
        name: `${variant} text on ${where}`,
        colour: button.text,
        against: fill,
        minimum: AA_TEXT_CONTRAST,
      });
    if (button.border !== TRANSPARENT)
      checks.push({
        name: `${variant} border on the page`,
        colour: button.border,
        against: background,
        minimum: AA_NON_TEXT_CONTRAST,
      });
  }
  return checks;
}

/** The checks below their minimum, as readable lines ("primary text on its fill: #000000 on #8C59F8 is 4.20:1"). */
export function buttonContrastFailures(theme: LeisureTheme): string[] {
  return buttonContrastChecks(theme)
    .map((check) => ({ ...check, ratio: contrastRatio(check.colour, check.against) }))
    .filter((check) => check.ratio < check.minimum)
    .map(
      (check) =>
        `${check.name}: ${check.colour} on ${check.against} is ${check.ratio.toFixed(2)}:1, needs ${check.minimum}:1`,
    );
}
