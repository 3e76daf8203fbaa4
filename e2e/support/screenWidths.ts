/** The widths every page is judged at: a phone's and a desktop's (issue 12; docs/decisions/0030). */
export const screenWidths = [375, 1280] as const;

export type ScreenWidth = (typeof screenWidths)[number];
