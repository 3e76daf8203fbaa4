/** The basket control's accessible name: the count is part of it, so the badge itself is hidden from readers. */
export function basketLabel(count: number): string {
  const items = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return `Basket, ${items} ${items === 1 ? 'item' : 'items'}`;
}

/** The badge text: big numbers would burst the circle. */
export function basketBadgeText(count: number): string {
  return count > 99 ? '99+' : String(Math.floor(count));
}
