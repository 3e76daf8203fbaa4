import { RequireAuth } from '@leisure/auth';
import { ClassRegisterPage } from './ClassRegisterPage.tsx';
import { TeacherDayPage } from './TeacherDayPage.tsx';

/** A teacher's day of classes: staff log in first and come back (docs/decisions/0596). */
export function TeachingDayRoute() {
  return (
    <RequireAuth>
      <TeacherDayPage />
    </RequireAuth>
  );
}

/** One lesson's register. */
export function ClassRegisterRoute() {
  return (
    <RequireAuth>
      <ClassRegisterPage />
    </RequireAuth>
  );
}
