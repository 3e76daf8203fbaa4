const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "4 centres within 5 miles of Leeds" */
export function resultHeader(count: number, radiusMiles: number, placeLabel: string): string {
  return `${plural(count, 'centre', 'centres')} within ${plural(radiusMiles, 'mile', 'miles')} of ${placeLabel}`;
}

/** Before any search, the list holds every centre: "12 centres". */
export function allCentresHeader(count: number): string {
  return plural(count, 'centre', 'centres');
}

export function radiusText(radiusMiles: number): string {
  return plural(radiusMiles, 'mile', 'miles');
}
