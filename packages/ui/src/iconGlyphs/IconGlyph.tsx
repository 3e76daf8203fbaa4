// The glyphs of the named icons (docs/decisions/0020-imagery-from-the-api.md): Lucide's, one module each, loaded
// as one chunk on first use (../icons/NamedIcon.tsx) so that no first load pays for them.
import type { LucideIcon } from 'lucide-react';
import Activity from 'lucide-react/icons/activity';
import Accessibility from 'lucide-react/icons/accessibility';
import Baby from 'lucide-react/icons/baby';
import BadgeCheck from 'lucide-react/icons/badge-check';
import BicepsFlexed from 'lucide-react/icons/biceps-flexed';
import Bike from 'lucide-react/icons/bike';
import Coffee from 'lucide-react/icons/coffee';
import Droplets from 'lucide-react/icons/droplets';
import Dumbbell from 'lucide-react/icons/dumbbell';
import Flower2 from 'lucide-react/icons/flower-2';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import HandFist from 'lucide-react/icons/hand-fist';
import HeartPulse from 'lucide-react/icons/heart-pulse';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Lock from 'lucide-react/icons/lock';
import MapPin from 'lucide-react/icons/map-pin';
import Medal from 'lucide-react/icons/medal';
import MonitorPlay from 'lucide-react/icons/monitor-play';
import PersonStanding from 'lucide-react/icons/person-standing';
import ShowerHead from 'lucide-react/icons/shower-head';
import SquareParking from 'lucide-react/icons/square-parking';
import Star from 'lucide-react/icons/star';
import Sun from 'lucide-react/icons/sun';
import ThermometerSun from 'lucide-react/icons/thermometer-sun';
import Ticket from 'lucide-react/icons/ticket';
import Timer from 'lucide-react/icons/timer';
import ToyBrick from 'lucide-react/icons/toy-brick';
import Trophy from 'lucide-react/icons/trophy';
import Users from 'lucide-react/icons/users';
import Volleyball from 'lucide-react/icons/volleyball';
import Waves from 'lucide-react/icons/waves';
import WavesLadder from 'lucide-react/icons/waves-ladder';
import Wifi from 'lucide-react/icons/wifi';

/** Every icon name the API answers (the contract's `iconNames`), drawn by its Lucide glyph. */
const glyphs: Record<string, LucideIcon> = {
  activity: Activity,
  accessibility: Accessibility,
  baby: Baby,
  'badge-check': BadgeCheck,
  'biceps-flexed': BicepsFlexed,
  bike: Bike,
  coffee: Coffee,
  droplets: Droplets,
  dumbbell: Dumbbell,
  'flower-2': Flower2,
  'graduation-cap': GraduationCap,
  'hand-fist': HandFist,
  'heart-pulse': HeartPulse,
  'life-buoy': LifeBuoy,
  lock: Lock,
  'map-pin': MapPin,
  medal: Medal,
  'monitor-play': MonitorPlay,
  'person-standing': PersonStanding,
  'shower-head': ShowerHead,
  'square-parking': SquareParking,
  star: Star,
  sun: Sun,
  'thermometer-sun': ThermometerSun,
  ticket: Ticket,
  timer: Timer,
  'toy-brick': ToyBrick,
  trophy: Trophy,
  users: Users,
  volleyball: Volleyball,
  waves: Waves,
  'waves-ladder': WavesLadder,
  wifi: Wifi,
};

/** The icon `name`, or the generic one (marked data-fallback) for a name this build does not know. */
export default function IconGlyph({ name }: { name: string }) {
  const Glyph = Object.hasOwn(glyphs, name) ? glyphs[name] : undefined;
  if (!Glyph) return <Activity width="100%" height="100%" aria-hidden="true" focusable="false" data-fallback="" />;
  return <Glyph width="100%" height="100%" aria-hidden="true" focusable="false" />;
}
