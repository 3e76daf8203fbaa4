// Self-contained styles (no web fonts, no CDN). Colours meet WCAG 2.2 AA contrast: body text #1d1f2b and
// muted #4a4f63 on white, white on every method badge (each ≥ 4.5:1); focus uses a yellow band with a dark
// underline that shows on light and dark backgrounds alike.
export const referenceStyles = `
:root { color-scheme: light; --text: #1d1f2b; --muted: #4a4f63; --line: #c9ccd6; --brand: #3e2dac; --panel: #f4f4f7; }
*, *::before, *::after { box-sizing: border-box; }
html { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; line-height: 1.5; color: var(--text); background: #fff; }
body { margin: 0; }
a { color: var(--brand); text-underline-offset: 0.15em; }
a:hover { text-decoration-thickness: 0.15em; }
:focus-visible { outline: 3px solid transparent; background-color: #ffdd00; color: #0b0c0c; box-shadow: 0 -2px #ffdd00, 0 4px #0b0c0c; text-decoration: none; }
.table-wrap:focus-visible, pre:focus-visible, main:focus-visible { background-color: var(--panel); box-shadow: 0 0 0 3px #ffdd00, 0 0 0 6px #0b0c0c; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.92em; }
.skip-link { position: absolute; left: 1rem; top: -4rem; padding: 0.5rem 1rem; background: #ffdd00; color: #0b0c0c; z-index: 10; }
.skip-link:focus { top: 1rem; }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.site-header { background: #262731; color: #fff; padding: 1.25rem 1.5rem; }
.site-header h1 { margin: 0; font-size: 1.75rem; }
.site-header p { margin: 0.25rem 0 0; }
.site-header a { color: #fff; }
.layout { display: grid; grid-template-columns: minmax(0, 1fr); max-width: 90rem; margin: 0 auto; }
.toc { padding: 1rem 1.5rem; border-bottom: 1px solid var(--line); }
.toc h2 { font-size: 1.25rem; margin: 0 0 0.5rem; }
.toc ul { list-style: none; margin: 0; padding: 0; }
.toc li { margin: 0; }
.toc a { display: inline-block; padding: 0.2rem 0; min-height: 1.5rem; overflow-wrap: anywhere; }
.toc .toc-operations { padding-left: 0.75rem; margin-bottom: 0.5rem; font-size: 0.95rem; }
main { padding: 1rem 1.5rem 3rem; min-width: 0; overflow-wrap: break-word; }
main > section { border-bottom: 1px solid var(--line); padding-bottom: 1rem; }
h2 { font-size: 1.6rem; margin: 2rem 0 0.75rem; }
h3 { font-size: 1.2rem; margin: 0 0 0.5rem; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: baseline; }
h4 { font-size: 1rem; margin: 1rem 0 0.4rem; }
.operation { border: 1px solid var(--line); border-radius: 6px; padding: 1rem 1.25rem; margin: 1rem 0; }
.summary { margin-top: 0; font-weight: 600; }
.path { word-break: break-all; }
.method { display: inline-block; min-width: 4.5rem; text-align: center; padding: 0.1rem 0.5rem; border-radius: 4px; color: #fff; font-size: 0.85rem; font-weight: 700; letter-spacing: 0.03em; }
.method-get { background: #0b6e4f; }
.method-post { background: #1f4fa8; }
.method-put { background: #8a4b00; }
.method-delete { background: #a3192b; }
.facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.25rem 1rem; margin: 0.5rem 0; }
.facts dt { font-weight: 600; color: var(--muted); }
.facts dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: 0.95rem; }
th, td { text-align: left; vertical-align: top; padding: 0.4rem 0.6rem; border-bottom: 1px solid var(--line); }
thead th { border-bottom: 2px solid var(--text); }
.responses { list-style: none; padding: 0; margin: 0; }
.responses li { margin: 0.2rem 0; }
.status { display: inline-block; min-width: 3rem; font-weight: 700; font-family: ui-monospace, Menlo, Consolas, monospace; }
.status-2xx { color: #0b6e4f; }
.status-4xx, .status-5xx { color: #a3192b; }
.example { background: var(--panel); border: 1px solid var(--line); border-radius: 4px; padding: 0.75rem 1rem; overflow-x: auto; max-height: 28rem; }
.example-label { margin-bottom: 0.25rem; }
footer { padding: 1.5rem; color: var(--muted); border-top: 1px solid var(--line); }
@media (min-width: 60rem) {
  .layout { grid-template-columns: 19rem minmax(0, 1fr); }
  .toc { border-bottom: 0; border-right: 1px solid var(--line); position: sticky; top: 0; align-self: start; max-height: 100vh; overflow-y: auto; }
}
@media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
@media print { .toc, .skip-link { display: none; } .layout { display: block; } }
`;
