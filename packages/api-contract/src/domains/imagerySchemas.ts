// Pictures and icons the operator supplies through the API (docs/decisions/0020-imagery-from-the-api.md): venues,
// activities, activity categories and membership types carry them; the front ends draw them.
import { z } from 'zod';

/**
 * A picture with its own size in pixels, so a page keeps its place before it loads (no layout shift). `alt` is the
 * text alternative; "" marks a decorative picture.
 */
export const imageSchema = z.object({
  url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

/**
 * The icons the front ends draw, by the names of the icon set they use (Lucide, lucide.dev). A name a front end does
 * not know, from a newer API, is drawn as its generic icon, so a new name never breaks a page.
 */
export const iconNames = [
  'activity',
  'accessibility',
  'baby',
  'badge-check',
  'biceps-flexed',
  'bike',
  'coffee',
  'droplets',
  'dumbbell',
  'flower-2',
  'graduation-cap',
  'hand-fist',
  'heart-pulse',
  'life-buoy',
  'lock',
  'map-pin',
  'medal',
  'monitor-play',
  'person-standing',
  'shower-head',
  'square-parking',
  'star',
  'sun',
  'thermometer-sun',
  'ticket',
  'timer',
  'toy-brick',
  'trophy',
  'users',
  'volleyball',
  'waves',
  'waves-ladder',
  'wifi',
] as const;
export const iconName = z.enum(iconNames);
export type IconName = z.infer<typeof iconName>;
