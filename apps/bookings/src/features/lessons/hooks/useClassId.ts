import { useParams } from 'react-router-dom';

/** The class id in the address (/lessons/classes/:id…), or null when it is not a whole number. */
export function useClassId(): number | null {
  const { id } = useParams();
  return id && /^\d+$/.test(id) ? Number(id) : null;
}
