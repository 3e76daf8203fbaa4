import { useEffect, useRef } from 'react';
import { baseApi } from '@leisure/api-client';
import { useAppDispatch } from '@leisure/app-store';

/**
 * Prices and eligibility depend on who is logged in (a guest may always buy; a member's age and memberships
 * decide). When the user changes (registered, logged in or out), what was loaded for the previous one is stale.
 */
export function useUserDependentRefetch(userId: number | null): void {
  const dispatch = useAppDispatch();
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    dispatch(baseApi.util.invalidateTags(['MembershipType', 'Question', 'JoiningCart']));
  }, [dispatch, userId]);
}
