import { describe, expect, it } from 'vitest';
import * as ui from '../src/index.ts';

describe('@leisure/ui public entry', () => {
  it('exports the components and rules the apps build on', () => {
    for (const name of [
      'Button',
      'ButtonLink',
      'Link',
      'Modal',
      'AlertDialog',
      'Accordion',
      'AccordionSection',
      'ToastStack',
      'TextField',
      'SelectField',
      'CheckboxField',
      'RadioGroup',
      'DateField',
      'ErrorSummary',
      'ValidationErrors',
      'Spinner',
      'ProgressBar',
      'Breadcrumbs',
      'NotFound',
      'FullPageError',
      'MaintenanceScreen',
      'VisuallyHidden',
      'SkipLink',
      'SafeHtml',
      'GlobalStyle',
    ] as const)
      expect(ui[name], name).toBeDefined();
    expect(ui.shouldAutoClose(5000)).toBe(true);
    const { primary, onPrimary } = ui.defaultLeisureTheme.colours;
    expect(ui.contrastRatio(onPrimary, primary)).toBeGreaterThanOrEqual(4.5);
  });
});
