import { useSearchParams } from 'react-router-dom';

/** The history page asked for in the URL (`?page=2`), so Back from a receipt returns to the same page; 1 when absent or odd. */
export function useHistoryPage(): { page: number; hrefFor: (page: number) => string } {
  const [params] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  return { page, hrefFor: (target) => (target === 1 ? '/payments' : `/payments?page=${target}`) };
}
