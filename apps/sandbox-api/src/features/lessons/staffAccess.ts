import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../http/context.ts';
import { forbidden } from '../../http/apiError.ts';
import type { ClassRow } from './classRecords.ts';

/**
 * Who may see and mark registers (docs/decisions/0590): a teacher (a staff user with a lesson_teachers row) their
 * own classes; a manager (users.is_manager) every class at their home venue. Other staff are refused.
 */
export interface LessonStaff {
  userId: number;
  teacherId: number | null;
  managerVenueId: number | null;
}

export const staffMessages = {
  notTeacher: 'Only teachers and duty managers can open lesson registers.',
  notYourClass: 'This class is not one you teach or manage.',
} as const;

export function lessonStaff(db: Database, user: AuthUser): LessonStaff {
  const row = db
    .prepare(
      `SELECT u.id, u.is_manager, u.home_venue_id, t.id AS teacher_id FROM users u
       LEFT JOIN lesson_teachers t ON t.user_id = u.id WHERE u.id = ?`,
    )
    .get(user.id) as { is_manager: number; home_venue_id: number | null; teacher_id: number | null } | undefined;
  const staff = {
    userId: user.id,
    teacherId: row?.teacher_id ?? null,
    managerVenueId: row?.is_manager === 1 ? row.home_venue_id : null,
  };
  if (staff.teacherId === null && staff.managerVenueId === null) throw forbidden(staffMessages.notTeacher);
  return staff;
}

export const mayRunClass = (staff: LessonStaff, row: ClassRow): boolean =>
  (staff.teacherId !== null && row.teacher_id === staff.teacherId) || staff.managerVenueId === row.venue_id;
