import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A link to one booking (`/bookings#booking-12`, from a package's use history) brings that booking's heading into
 * view and focus once the list has loaded it: the browser's own jump happens before the list is there.
 */
export function useBookingFromHash(loadedIds: readonly number[] | undefined): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = /^#booking-(\d+)$/.exec(hash)?.[1];
    if (!id || !loadedIds?.includes(Number(id))) return;
    const heading = document.getElementById(`booking-${id}`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  }, [hash, loadedIds]);
}
