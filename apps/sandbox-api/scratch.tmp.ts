import { createSandbox } from './src/app.ts';
import { fixedClock } from './src/clock.ts';
const t0 = Date.now();
const sb = createSandbox({ clock: fixedClock('2026-03-10T09:00:00Z') });
console.log('created in', Date.now() - t0, 'ms');
const db = sb.services.db;
for (const q of ['SELECT COUNT(*) n FROM activities','SELECT COUNT(*) n FROM activity_schedules','SELECT COUNT(*) n FROM activity_sessions',"SELECT COUNT(*) n FROM activity_sessions WHERE status='cancelled'",'SELECT COUNT(*) n FROM activity_sessions WHERE offline_bookings >= capacity','SELECT COUNT(*) n FROM bookings','SELECT COUNT(*) n FROM orders','SELECT COUNT(*) n FROM users','SELECT COUNT(*) n FROM activity_entitlements', 'SELECT COUNT(*) n FROM user_memberships'])
  console.log(q, (db.prepare(q).get() as any).n);
const r = await sb.fetch(new Request('http://x/api/activities/timetable?venue=leeds-city&date=2026-03-11'));
const j: any = await r.json(); console.log(r.status, j.data?.sessions?.length, JSON.stringify(j.data?.sessions?.[0]), JSON.stringify(j.data?.days?.slice(0,3)) ?? j);
