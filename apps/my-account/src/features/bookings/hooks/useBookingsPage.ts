import { useSearchParams } from 'react-router-dom';
import type { BookingsView } from '../components/bookingsViews.ts';
import { bookingsViews } from '../components/bookingsViews.ts';

/** The page of the list asked for in the URL (`?page=2`), so Back and a shared link keep it; 1 when absent or odd. */
export function useBookingsPage(view: BookingsView): { page: number; hrefFor: (page: number) => string } {
  const [params] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const path = bookingsViews[view].path;
  return { page, hrefFor: (target) => (target === 1 ? path : `${path}?page=${target}`) };
}
