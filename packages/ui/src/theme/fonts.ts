// '@leisure/ui/fonts': the font stacks and their fallback faces without the kit's components, for the host's build,
// which sets the page's first paint in them (docs/decisions/0036-layout-shift.md).
export { fallbackFontFaceCss } from './fallbackFaces.ts';
export { fontStack } from './fontStack.ts';
