const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML elements and quoted attributes. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => entities[char]!);

/** The contract's descriptions use a little Markdown: `code`, **bold**, "- " lists and blank-line paragraphs. */
export const renderInline = (line: string): string =>
  escapeHtml(line)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');

export function renderProse(text: string): string {
  const inline = renderInline;
  return text
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split('\n').filter((line) => line.trim() !== '');
      if (lines.length > 0 && lines.every((line) => line.startsWith('- '))) {
        return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join('')}</ul>`;
      }
      return `<p>${inline(lines.join(' '))}</p>`;
    })
    .join('\n');
}

/** "My account" → "tag-my-account"; operation ids stay as they are. */
export const anchorFor = (kind: 'tag' | 'op', name: string) =>
  `${kind}-${name
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}`;
