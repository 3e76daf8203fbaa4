/** "Aqua Fit" on 2026-11-25 → "aqua-fit-2026-11-25.ics" */
export const calendarFileName = (name: string, date: string) =>
  `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${date}.ics`;
