import { createRequire } from 'node:module';
import { expect, type BrowserContext, type Frame, type Page } from '@playwright/test';

/**
 * Label in name (WCAG 2.5.3, docs/product/platform.md D19): a button's or link's accessible name starts with its
 * visible text, so a speech-input user who says what they see ("click Select and continue") reaches it.
 *
 * Visible text is what a sighted user reads: text in the control minus what is hidden (display, visibility), visually
 * hidden (the clip or 1 × 1 px box of packages/ui VisuallyHidden, or off the page), or an aria-hidden number (a step
 * number or count badge such as the basket's "2": a status, not a label). The accessible name is axe-core's
 * (accessible name computation). Both are compared lower-case with whitespace collapsed. A control with no visible
 * text, or only a symbol such as "›" (an icon button), has nothing to compare; one behind a modal (inert) or hidden
 * from assistive technology has no name to say.
 */
export interface LabelInNameProblem {
  role: string;
  visibleText: string;
  name: string;
  /** A CSS path to the control. */
  path: string;
  url: string;
}

/** The part of axe-core's API the check uses (node_modules/axe-core/axe.d.ts). */
interface AxeNames {
  _tree?: unknown;
  setup(node: Node): unknown;
  teardown(): void;
  commons: { text: { accessibleText(element: Element): string; isHumanInterpretable(text: string): number } };
}

// The axe-core that @axe-core/playwright injects (its own dependency), so the two compute names alike.
const fromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = (fromAxeBuilder('axe-core') as { source: string }).source;

/**
 * The check, run in the page (serialised, so it refers to nothing outside itself). With `seen`, only controls whose
 * text or naming attributes changed since the last call are checked again.
 */
function findLabelInNameProblems(axe: AxeNames, seen?: WeakMap<Element, string>): LabelInNameProblem[] {
  const controls =
    'a[href], button, [role="button"], [role="link"], input[type="button"], input[type="submit"], input[type="reset"]';
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  const notRendered = new Set(['script', 'style', 'template', 'noscript', 'title', 'desc']);

  function visuallyHidden(element: Element): boolean {
    const style = getComputedStyle(element);
    if (style.display === 'contents') return false;
    if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
    const box = element.getBoundingClientRect();
    if (/hidden|clip/.test(style.overflow) && box.width <= 1 && box.height <= 1) return true;
    const sized = box.width > 0 || box.height > 0;
    return sized && (box.right + window.scrollX <= 0 || box.bottom + window.scrollY <= 0);
  }

  function visibleText(node: Node): string {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || notRendered.has(node.localName)) return '';
    if (node instanceof HTMLInputElement) return node.value;
    if (!node.checkVisibility({ visibilityProperty: true }) || visuallyHidden(node)) return '';
    if (node.getAttribute('aria-hidden') === 'true' && /^\d+\+?$/.test(squash(node.textContent ?? ''))) return '';
    if (node.localName === 'br') return ' ';
    const inner = Array.from(node.childNodes, visibleText).join('');
    const display = getComputedStyle(node).display;
    return display.startsWith('inline') || display === 'contents' ? inner : ` ${inner} `;
  }

  function cssPath(element: Element): string {
    const parts: string[] = [];
    for (let at: Element | null = element; at && at !== document.documentElement; at = at.parentElement) {
      if (at.id) {
        parts.unshift(`#${CSS.escape(at.id)}`);
        break;
      }
      const sameTag = at.parentElement
        ? Array.from(at.parentElement.children).filter((child) => child.localName === at!.localName)
        : [at];
      parts.unshift(sameTag.length > 1 ? `${at.localName}:nth-of-type(${sameTag.indexOf(at) + 1})` : at.localName);
    }
    return parts.join(' > ');
  }

  const toCheck: { control: Element; visible: string }[] = [];
  for (const control of document.querySelectorAll(controls)) {
    // Behind a modal (inert) or hidden from assistive technology: out of reach, so there is no name to say.
    if (control.closest('[inert], [aria-hidden="true"]')) continue;
    const visible = squash(visibleText(control));
    if (!visible) continue;
    if (seen) {
      const labelledBy = (control.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '');
      const key = [visible, control.getAttribute('aria-label'), control.textContent, ...labelledBy].join('\u0000');
      if (seen.get(control) === key) continue;
      seen.set(control, key);
    }
    toCheck.push({ control, visible });
  }
  if (toCheck.length === 0) return [];

  if (axe._tree) axe.teardown();
  axe.setup(document);
  try {
    return toCheck.flatMap(({ control, visible }) => {
      // A symbol ("›", "×") or a single letter is an icon, not words anyone would say (axe's own test).
      if (axe.commons.text.isHumanInterpretable(visible) < 1) return [];
      const name = squash(axe.commons.text.accessibleText(control));
      if (name.toLowerCase().startsWith(visible.toLowerCase())) return [];
      const role = control.getAttribute('role') ?? (control.localName === 'a' ? 'link' : 'button');
      return [{ role, visibleText: visible, name, path: cssPath(control), url: location.href }];
    });
  } finally {
    axe.teardown();
  }
}

/** One line per control, for a failure message. */
function describeProblems(problems: LabelInNameProblem[]): string {
  return problems
    .map(({ role, visibleText, name, path, url }) => `${role} "${visibleText}" is named "${name}" (${path} on ${url})`)
    .join('\n');
}

/** The controls of every frame of the page whose accessible name does not start with their visible text. */
export async function labelInNameProblems(page: Page): Promise<LabelInNameProblem[]> {
  const frames = page.frames().filter((frame) => !frame.isDetached());
  const perFrame = await Promise.all(frames.map((frame) => frameProblems(frame)));
  return perFrame.flat();
}

async function frameProblems(frame: Frame): Promise<LabelInNameProblem[]> {
  // The axe-core AxeBuilder injected, else one of its own (a page the tests set up themselves).
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
  // A string, not a function, so that the check's own source goes in whole (and no page policy forbids it).
  return frame.evaluate<LabelInNameProblem[]>(`(${findLabelInNameProblems.toString()})(window.axe)`);
}

export async function expectLabelInName(page: Page): Promise<void> {
  const problems = await labelInNameProblems(page);
  expect(problems, `label in name (WCAG 2.5.3): ${problems.length} control(s)\n${describeProblems(problems)}`).toEqual(
    [],
  );
}

const REPORT_BINDING = '__leisureLabelInNameReport';
const FLUSH = '__leisureLabelInNameFlush';

/**
 * Runs in every frame from its first moment (an init script): checks the page again whenever the DOM has changed,
 * a control took focus or a transition ended (at most every 200 ms, which keeps its cost low on a loaded 2-core
 * machine; a test's end and every axe check also flush it), so every state a test passes through is
 * checked, not only those it runs axe on. It loads an axe-core of its own only when a control needs a name, and
 * keeps it off `window`, so AxeBuilder's runs and this one never share axe's state.
 */
function watchLabelInName(
  find: typeof findLabelInNameProblems,
  loadAxe: () => AxeNames,
  report: (problems: LabelInNameProblem[]) => Promise<void> | undefined,
  flushName: string,
): void {
  let axe: AxeNames | undefined;
  const ownAxe: AxeNames = {
    setup: (node) => (axe ??= loadAxe()).setup(node),
    teardown: () => axe?.teardown(),
    commons: {
      text: {
        accessibleText: (element) => axe!.commons.text.accessibleText(element),
        isHumanInterpretable: (text) => axe!.commons.text.isHumanInterpretable(text),
      },
    },
  };
  const seen = new WeakMap<Element, string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = (): LabelInNameProblem[] => {
    clearTimeout(timer);
    timer = undefined;
    try {
      return find(ownAxe, seen);
    } catch (error) {
      return [
        { role: 'check', visibleText: '', name: `could not run: ${String(error)}`, path: '', url: location.href },
      ];
    }
  };
  const schedule = () => {
    timer ??= setTimeout(() => {
      const problems = check();
      if (problems.length > 0) void report(problems)?.catch(() => undefined);
    }, 200);
  };
  new MutationObserver(schedule).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  for (const event of ['focusin', 'transitionend', 'animationend', 'load']) addEventListener(event, schedule, true);
  (window as unknown as Record<string, unknown>)[flushName] = check;
}

/** axe-core run inside a function: its instance is returned and `window.axe` left as it was. */
const loadOwnAxe = `function () {
  const before = Object.getOwnPropertyDescriptor(window, 'axe');
  ${axeSource};
  const own = window.axe;
  if (before) Object.defineProperty(window, 'axe', before);
  else delete window.axe;
  return own;
}`;

const watchScript = `(${watchLabelInName.toString()})(
  ${findLabelInNameProblems.toString()},
  ${loadOwnAxe},
  (problems) => window.${REPORT_BINDING}?.(problems),
  ${JSON.stringify(FLUSH)},
);`;

const watches = new WeakMap<BrowserContext, LabelInNameWatch>();

/** The frame's answer, or nothing if it fails or takes longer than `ms`. */
async function answerWithin(ms: number, answer: Promise<LabelInNameProblem[]>): Promise<LabelInNameProblem[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<LabelInNameProblem[]>((resolve) => (timer = setTimeout(() => resolve([]), ms)));
  try {
    return await Promise.race([answer.catch(() => []), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the watch found in one browser context (one test), each control once. */
export class LabelInNameWatch {
  readonly #problems = new Map<string, LabelInNameProblem>();

  /** Starts the watch in every page and frame the context opens. */
  static async attach(context: BrowserContext): Promise<LabelInNameWatch> {
    const known = watches.get(context);
    if (known) return known;
    const watch = new LabelInNameWatch();
    watches.set(context, watch);
    await context.exposeBinding(REPORT_BINDING, (_source, problems: LabelInNameProblem[]) => watch.#add(problems));
    await context.addInitScript({ content: watchScript });
    return watch;
  }

  static of(context: BrowserContext): LabelInNameWatch {
    const watch = watches.get(context);
    if (!watch) throw new Error('The label-in-name watch starts with the context fixture of support/fixtures.ts.');
    return watch;
  }

  #add(problems: LabelInNameProblem[]): void {
    for (const problem of problems) {
      this.#problems.set([problem.role, problem.visibleText, problem.name, problem.path].join('\u0000'), problem);
    }
  }

  /** Checks the pages as they are now (the last state may be younger than the watch's 200 ms). */
  async flush(context: BrowserContext): Promise<void> {
    const frames = context.pages().flatMap((page) => page.frames());
    const flushed = await Promise.all(
      frames.map((frame) =>
        // A closed frame, a crashed page or an open alert answers nothing: the watch has what it reported.
        answerWithin(2_000, frame.evaluate<LabelInNameProblem[]>(`window.${FLUSH}?.() ?? []`)),
      ),
    );
    this.#add(flushed.flat());
  }

  /** What was found so far, forgetting it (for a test that means to find some). */
  take(): LabelInNameProblem[] {
    const problems = [...this.#problems.values()];
    this.#problems.clear();
    return problems;
  }

  /** Fails, naming each control, when any page or state the test passed through had one. */
  expectNone(): void {
    const problems = this.take();
    expect(
      problems,
      `label in name (WCAG 2.5.3) in a page or state this test visited: ${problems.length} control(s)\n${describeProblems(problems)}`,
    ).toEqual([]);
  }
}
